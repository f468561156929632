import Foundation

/// Where the shared corpus of real IB files lives: `../shared/corpus` beside the package.
enum Corpus {
    /// The corpus folder.
    static let root: URL = {
        let package = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return package.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()
}
