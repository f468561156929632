// On Linux, `import UIKit` brings in HeadlessUIKit, so iOS code compiles unchanged.
// Foundation comes through HeadlessUIKit's own re-export and only that way: then HeadlessUIKit's
// `Timer` (on the virtual clock) shadows Foundation's in a file that says `import UIKit` alone.
// Re-exporting Foundation here as well would make `Timer` ambiguous (docs/time.md).
@_exported import HeadlessUIKit
// On iOS, Foundation holds URLSession; on Linux it is in FoundationNetworking, which an app's
// sources never import. Re-exported here (not by the core library) so networking code compiles
// unchanged; it defines no name HeadlessUIKit also defines.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
