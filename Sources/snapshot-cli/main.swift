import Foundation
import SnapshotCLI

exit(SnapshotCLI.run(arguments: Array(CommandLine.arguments.dropFirst())))
