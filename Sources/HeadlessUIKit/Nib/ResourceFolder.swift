import Foundation

/// Which folder is the bundle of a file loaded by path (`UIStoryboard.load(contentsOf:)`, `UINib.load(contentsOf:)`).
enum ResourceFolder {
    /// The folder that holds `file`; for a file in a localization folder (`Base.lproj`, `en.lproj`), the folder
    /// above it: on iOS that folder is the bundle, and its images, asset catalogs and other storyboards are found
    /// there, the `.lproj` folders being searched inside it (rule 17).
    static func bundleFolder(holding file: URL) -> URL {
        let folder = file.deletingLastPathComponent()
        return folder.pathExtension.lowercased() == "lproj" ? folder.deletingLastPathComponent() : folder
    }
}
