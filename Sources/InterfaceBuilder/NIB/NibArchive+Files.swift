import Foundation

extension NibArchive {
    /// The archive bytes of a compiled nib on disk: a `.nib` file, or a `.nib` folder as Xcode writes
    /// for newer deployment targets (`runtime.nib`, else `objects.nib`, else the newest `objects-*.nib`).
    public static func compiledNibData(at url: URL) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        guard isDirectory.boolValue else { return try Data(contentsOf: url) }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        let candidates = ["runtime.nib", "objects.nib"] + contents.filter { $0.hasPrefix("objects-") && $0.hasSuffix(".nib") }.sorted().reversed()
        guard let inner = candidates.first(where: contents.contains) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [
                NSFilePathErrorKey: url.path,
                NSLocalizedDescriptionKey: "the folder '\(url.path)' holds no runtime.nib, objects.nib or objects-*.nib",
            ])
        }
        return try Data(contentsOf: url.appendingPathComponent(inner))
    }
}
