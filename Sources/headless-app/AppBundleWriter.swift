import Foundation
import XcodeProject

/// Lays out an app's bundle folder as Xcode lays out its .app: `Info.plist` at the root, each resource at its
/// bundle path. Resources are symbolic links to the app's own files, so an edited storyboard or image is seen
/// without a rebuild; storyboards stay uncompiled (HeadlessUIKit compiles them when it loads them).
struct AppBundleWriter {
    let app: AppDescription
    /// The Info.plist to write, as `AppDescription.infoPlist()` produced it.
    let infoPlist: [String: Any]

    func write(to bundle: URL) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: bundle.path) { try manager.removeItem(at: bundle) }
        try manager.createDirectory(at: bundle, withIntermediateDirectories: true)
        var placed: Set<String> = []
        for resource in app.resources {
            guard placed.insert(resource.bundlePath).inserted else {
                warn("\(resource.url.path): warning: another resource already lands at '\(resource.bundlePath)' in the app; this one is left out (Xcode stops with 'Multiple commands produce')")
                continue
            }
            guard manager.fileExists(atPath: resource.url.path) else {
                warn("\(resource.url.path): warning: the project copies this resource but the file is missing")
                continue
            }
            let destination = bundle.appendingPathComponent(resource.bundlePath)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.createSymbolicLink(at: destination, withDestinationURL: resource.url)
        }
        let data = try PropertyListSerialization.data(fromPropertyList: infoPlist, format: .xml, options: 0)
        try data.write(to: bundle.appendingPathComponent("Info.plist"))
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }
}
