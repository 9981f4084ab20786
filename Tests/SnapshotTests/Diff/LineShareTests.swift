import Testing
@testable import Snapshot

/// What a change of room predicts for a line's items (`LineShare`), worked by hand (issue 39).
@Suite struct LineShareTests {
    /// 4 more points of inset on a line of 4 cells 84 wide (⌊(393 − 32 − 24) ÷ 4⌋ on an iPhone 15):
    /// each gets 1 less, ⌊83.25⌋ = 83; 82 is 1 point past that, not a rounding of it.
    @Test func aLineSharesTheRoomItLost() {
        let room = LineShare.Room(insetTaken: 4)
        #expect(LineShare.predicts(from: 84, to: 83, lineLength: 4, room: room, scale: 3))
        #expect(!LineShare.predicts(from: 84, to: 82, lineLength: 4, room: room, scale: 3))
        // One full-width cell loses all 4.
        #expect(LineShare.predicts(from: 375, to: 371, lineLength: 1, room: room, scale: 2))
        #expect(!LineShare.predicts(from: 375, to: 373, lineLength: 1, room: room, scale: 2))
    }

    /// Gaps: a line of 3 whose 2 gaps grow by 6 loses 12, 4 a cell; a device 27 wider (375 → 402)
    /// gives a line of 2 13.5 each.
    @Test func gapsAndTheDeviceAreSharedToo() {
        #expect(LineShare.predicts(from: 100, to: 96, lineLength: 3, room: .init(gapGrew: 6), scale: 2))
        #expect(LineShare.predicts(from: 171.5, to: 185, lineLength: 2, room: .init(deviceWider: 27), scale: 2))
        #expect(!LineShare.predicts(from: 171.5, to: 185.5, lineLength: 2, room: .init(deviceWider: 27), scale: 2))
    }

    /// Rounded to the pixel: 3 more points shared by 2 give 1.5 each; a cell 100.333 wide at 3x
    /// becomes 98.833 exactly, 98.667 or 99 on the grid (within a pixel); 98.5 is on no 3x pixel.
    @Test func aShareRoundedToThePixelOrThePointIsPredicted() {
        let room = LineShare.Room(insetTaken: 3)
        #expect(LineShare.predicts(from: 100 + 1.0 / 3, to: 98 + 2.0 / 3, lineLength: 2, room: room, scale: 3))
        #expect(LineShare.predicts(from: 100 + 1.0 / 3, to: 99, lineLength: 2, room: room, scale: 3))
        #expect(!LineShare.predicts(from: 100 + 1.0 / 3, to: 98.5, lineLength: 2, room: room, scale: 3))
        // A guessed count is held to the pixel: 98 is a whole point within 1 of 98.833, but 2.5 pixels off.
        #expect(LineShare.predicts(from: 100 + 1.0 / 3, to: 98, lineLength: 2, room: room, scale: 3))
        #expect(!LineShare.predicts(from: 100 + 1.0 / 3, to: 98, lineLength: 2, room: room, scale: 3, toWholePoints: false))
    }

    /// No change of room predicts no change of width.
    @Test func noRoomNoShare() {
        #expect(!LineShare.predicts(from: 100, to: 99, lineLength: 2, room: .init(), scale: 2))
    }
}
