import Foundation

// An iOS app lives in a container: its home folder holds Documents/, Library/ (Caches/, Application Support/,
// Preferences/) and tmp/, and `FileManager.urls(for:in:)` answers inside it. On Linux, Foundation answers with
// the user's own folders (`~/Documents`, whatever HOME says), so an app under test would write into the home of
// whoever runs the tests, and two test runs would see each other's files.
//
// HeadlessUIKit gives the app a container of its own, a fresh folder per test process under the temporary
// folder, kept across relaunches within the process (a relaunch reads back what the app saved) and emptied by
// `eraseAppContainer()`. The source rewriter sends an app's `urls(for:in:)`, `url(for:in:appropriateFor:create:)`,
// `NSSearchPathForDirectoriesInDomains` and `NSHomeDirectory()` here (docs/ios-apps.md).
enum AppContainer {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedHome: URL?
    /// The container this process made itself (not one a test set), removed at exit.
    nonisolated(unsafe) private static var madeHome: URL?

    /// The container's home folder, made on first use.
    static var home: URL {
        get {
            lock.lock()
            defer { lock.unlock() }
            if let storedHome { return storedHome }
            let home = URL(fileURLWithPath: NSTemporaryDirectory())
                .appendingPathComponent("HeadlessUIKit-containers")
                .appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
            storedHome = home
            makeFolders(in: home)
            // No later process can find this one's container (its name holds the process id and a random part), so
            // it goes when the process exits normally, with the shared parent once that is empty.
            atexit {
                if let made = AppContainer.madeHome {
                    try? FileManager.default.removeItem(at: made)
                    rmdir(made.deletingLastPathComponent().path)
                }
            }
            madeHome = home
            return home
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storedHome = newValue
            makeFolders(in: newValue)
        }
    }

    /// Documents, Library (and its usual folders) and tmp, as iOS makes them.
    static func makeFolders(in home: URL) {
        for folder in ["Documents", "Library/Caches", "Library/Application Support", "Library/Preferences", "tmp"] {
            try? FileManager.default.createDirectory(at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
    }

    /// The folder iOS gives an app for a search-path directory, inside the container; nil for those an app has none of.
    static func folder(for directory: FileManager.SearchPathDirectory) -> URL? {
        let home = self.home
        switch directory {
        case .documentDirectory: return home.appendingPathComponent("Documents", isDirectory: true)
        case .libraryDirectory: return home.appendingPathComponent("Library", isDirectory: true)
        case .cachesDirectory: return home.appendingPathComponent("Library/Caches", isDirectory: true)
        case .applicationSupportDirectory: return home.appendingPathComponent("Library/Application Support", isDirectory: true)
        case .downloadsDirectory: return home.appendingPathComponent("Downloads", isDirectory: true)
        case .itemReplacementDirectory: return home.appendingPathComponent("tmp", isDirectory: true)
        default: return nil
        }
    }
}

extension UIApplication {
    /// The app's container (its home folder: Documents/, Library/, tmp/), fresh for each test process.
    public var appContainerURL: URL {
        get { AppContainer.home }
        set { AppContainer.home = newValue }
    }

    /// Empties the app's container, as deleting and reinstalling the app does; relaunches keep it otherwise.
    public func eraseAppContainer() {
        let home = AppContainer.home
        try? FileManager.default.removeItem(at: home)
        AppContainer.makeFolders(in: home)
    }
}

extension FileManager {
    /// `urls(for:in:)` as an iOS app sees it: the user domain's folders are in the app's container.
    public func headlessURLs(for directory: SearchPathDirectory, in domainMask: SearchPathDomainMask) -> [URL] {
        guard domainMask.contains(.userDomainMask), let folder = AppContainer.folder(for: directory) else {
            return urls(for: directory, in: domainMask)
        }
        return [folder]
    }

    /// `url(for:in:appropriateFor:create:)` as an iOS app sees it: the user domain's folders are in the app's container.
    public func headlessURL(for directory: SearchPathDirectory, in domain: SearchPathDomainMask,
                            appropriateFor url: URL?, create shouldCreate: Bool) throws -> URL {
        guard domain.contains(.userDomainMask), let folder = AppContainer.folder(for: directory) else {
            return try self.url(for: directory, in: domain, appropriateFor: url, create: shouldCreate)
        }
        if shouldCreate { try createDirectory(at: folder, withIntermediateDirectories: true) }
        return folder
    }
}

/// `NSSearchPathForDirectoriesInDomains` as an iOS app sees it: the user domain's folders are in the app's container.
public func HeadlessSearchPathForDirectoriesInDomains(_ directory: FileManager.SearchPathDirectory,
                                                      _ domainMask: FileManager.SearchPathDomainMask,
                                                      _ expandTilde: Bool) -> [String] {
    guard domainMask.contains(.userDomainMask), let folder = AppContainer.folder(for: directory) else {
        return NSSearchPathForDirectoriesInDomains(directory, domainMask, expandTilde)
    }
    return [folder.path]
}

/// `NSHomeDirectory()` as an iOS app sees it: the app's container.
public func HeadlessHomeDirectory() -> String { AppContainer.home.path }
