import Foundation
import InterfaceBuilder
import TrapCleanup

/// Xcode's flat app bundle for `trace`, made of symbolic links in a temporary folder: every storyboard and xib of
/// the project at the top (localized ones in their `.lproj`), the asset catalogs and image files beside them, so a
/// storyboard reference, a controller's nib name or `UIImage(named:)` finds a file anywhere in the project, as on iOS.
struct TraceBundle {
    /// The temporary bundle folder.
    let folder: URL
    /// Where the traced file appears in the bundle.
    let tracedFile: URL

    /// Links `project`'s files into a new temporary folder, the traced `file` first so that it wins over another
    /// file of the same name.
    ///
    /// The folder's maker removes it (`remove()`, in a `defer`), also when a UIKit exception traps in this process
    /// (`TrapCleanup`); a child process of `trace` or `render` uses its parent's and never removes it. A process
    /// killed from outside (SIGKILL, SIGINT, SIGTERM) leaves its folder in the temporary directory.
    init(project: IBProject, tracing file: URL) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headless-trace-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        TrapCleanup.removeOnTrap(folder)
        self.folder = folder
        do {
            tracedFile = try TraceBundle.link(file.standardizedFileURL, localization: TraceBundle.localization(of: file), into: folder)
        } catch {
            // No bundle for the caller to remove: the folder goes now.
            TrapCleanup.forget(folder)
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        for entry in project.files {
            _ = try? TraceBundle.link(entry.url, localization: entry.localization, into: folder)
        }
        for catalog in project.assetCatalogs {
            _ = try? TraceBundle.link(catalog, localization: nil, into: folder)
        }
        for image in project.imageFiles {
            _ = try? TraceBundle.link(image, localization: TraceBundle.localization(of: image), into: folder)
        }
    }

    /// An existing bundle folder (a child process of `trace` reuses its parent's).
    init(existing folder: URL, tracing file: URL) {
        self.folder = folder
        var place = folder
        if let localization = TraceBundle.localization(of: file) { place.appendPathComponent(localization) }
        tracedFile = place.appendingPathComponent(file.lastPathComponent)
    }

    /// Deletes the folder (the links only).
    func remove() {
        try? FileManager.default.removeItem(at: folder)
        TrapCleanup.forget(folder)
    }

    /// The `.lproj` folder a file sits in, if any.
    static func localization(of file: URL) -> String? {
        let parent = file.deletingLastPathComponent().lastPathComponent
        return parent.hasSuffix(".lproj") ? parent : nil
    }

    /// Links `source` at `folder/[localization/]name` unless something is there already; returns the link.
    private static func link(_ source: URL, localization: String?, into folder: URL) throws -> URL {
        var place = folder
        if let localization {
            place.appendPathComponent(localization, isDirectory: true)
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        }
        let target = place.appendingPathComponent(source.lastPathComponent)
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: target.path)) == nil {
            try FileManager.default.createSymbolicLink(at: target, withDestinationURL: source)
        }
        return target
    }
}
