import Testing
import Snapshot

@Suite struct TestNameTests {
    @Test func dropsTheParameterList() {
        #expect(TestName.clean("testMall()") == "testMall")
        #expect(TestName.clean("grid(device:width:)") == "grid")
        #expect(TestName.clean("plainName") == "plainName")
    }

    @Test func keepsANameThatIsOnlyAParameterList() {
        #expect(TestName.clean("()") == "()")
    }
}
