import Foundation
import Testing
@testable import HeadlessUIKit
import TestScratch

/// A temporary bundle: a plain folder with empty files named as nibs and xibs.
private struct TemporaryBundle {
    let url: URL
    let bundle: Bundle

    /// Makes the folder with the given relative paths; a path ending in "/" is a folder (a compiled nib folder).
    init(_ paths: [String]) throws {
        url = try TestScratch.shared.folder("NibSearchTests")
        let files = FileManager.default
        for path in paths {
            let target = url.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try files.createDirectory(at: target, withIntermediateDirectories: true)
            } else {
                try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                #expect(files.createFile(atPath: target.path, contents: Data()))
            }
        }
        bundle = try #require(Bundle(path: url.path))
    }

    /// Runs the search for a class name with no explicit nib name, as a phone in English.
    func find(
        _ typeName: String, nibName: String? = nil, idiom: UIUserInterfaceIdiom = .phone,
        localizations: [String] = ["en"]
    ) throws -> NibSearch.Match? {
        try NibSearch.find(nibName: nibName, typeName: typeName, bundle: bundle, idiom: idiom,
                           preferredLocalizations: localizations)
    }

    /// The path of the match relative to the bundle, or nil.
    func found(
        _ typeName: String, nibName: String? = nil, idiom: UIUserInterfaceIdiom = .phone,
        localizations: [String] = ["en"]
    ) throws -> String? {
        guard let match = try find(typeName, nibName: nibName, idiom: idiom, localizations: localizations) else { return nil }
        let root = url.resolvingSymlinksInPath().path + "/"
        let path = match.url.resolvingSymlinksInPath().path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A controller with the default loadView, so the search runs (rules 14, 15).
@MainActor
private final class SearchedViewController: UIViewController {}

/// A controller that builds its view in code (rule 19).
@MainActor
private final class CodeBuiltViewController: UIViewController {
    let madeView = UIView()

    override func loadView() { view = madeView }
}

struct NibSearchTests {
    // MARK: Rule 14

    @Test("Rule 14: the name without \"Controller\" is tried before the full class name")
    func withoutControllerFirst() throws {
        let folder = try TemporaryBundle(["MyView.nib", "MyViewController.nib"])
        defer { folder.remove() }

        let found = try folder.found("MyViewController")
        let match = try folder.find("MyViewController")

        #expect(found == "MyView.nib")
        #expect(match?.name == "MyView")
    }

    @Test("Rule 14: the full class name is found when the name without \"Controller\" is missing")
    func fullNameSecond() throws {
        let folder = try TemporaryBundle(["MyViewController.nib", "Other.nib"])
        defer { folder.remove() }

        let match = try folder.find("MyViewController")

        #expect(match?.name == "MyViewController")
    }

    @Test("Rule 14: a class name not ending in \"Controller\" is tried only as it is")
    func noControllerSuffix() {
        let names = NibSearch.candidateNames(forTypeName: "App.Settings")
        let bareSuffix = NibSearch.candidateNames(forTypeName: "Controller")

        #expect(names == ["App.Settings", "Settings"])
        #expect(bareSuffix == ["Controller"])
    }

    @Test("Rule 14: nothing found with a nil nibName is not an error: the search returns nil")
    func nothingFound() throws {
        let folder = try TemporaryBundle(["Unrelated.nib"])
        defer { folder.remove() }

        let match = try folder.find("App.MyViewController")

        #expect(match == nil)
    }

    // MARK: Rule 16

    @Test("Rule 16: module-prefixed names first, then the bare names (the [U] decision)")
    func prefixedNamesFirst() throws {
        let folder = try TemporaryBundle(["MyView.nib", "App.MyViewController.nib"])
        defer { folder.remove() }

        let names = NibSearch.candidateNames(forTypeName: "App.MyViewController")
        let match = try folder.find("App.MyViewController")

        #expect(names == ["App.MyView", "App.MyViewController", "MyView", "MyViewController"])
        #expect(match?.name == "App.MyViewController")
    }

    @Test("Rule 16: the prefix is stripped when no prefixed nib exists")
    func prefixStripped() throws {
        let folder = try TemporaryBundle(["MyViewController.nib"])
        defer { folder.remove() }

        let match = try folder.find("App.MyViewController")

        #expect(match?.name == "MyViewController")
    }

    @Test("Rule 16: nested, generic and private classes use the module and the innermost name")
    func nestedAndGenericNames() {
        let nested = NibSearch.splitTypeName("App.Outer.ListViewController")
        let generic = NibSearch.splitTypeName("App.Box<Swift.Dictionary<Swift.String, App.Item>>.ListViewController")
        let genericLeaf = NibSearch.splitTypeName("App.ListViewController<Swift.Int>")
        let local = NibSearch.splitTypeName("App.(unknown context at $10b4c).ListViewController")
        let own = NibSearch.splitTypeName("HeadlessUIKit.UIViewController")
        let unqualified = NibSearch.splitTypeName("ListViewController")

        #expect(nested == ("App", "ListViewController"))
        #expect(generic == ("App", "ListViewController"))
        #expect(genericLeaf == ("App", "ListViewController"))
        #expect(local == ("App", "ListViewController"))
        #expect(own == (nil, "UIViewController"))
        #expect(unqualified == (nil, "ListViewController"))
    }

    @MainActor @Test("Rule 16: a controller's candidates come from String(reflecting:) of its type")
    func controllerTypeName() {
        let typeName = String(reflecting: SearchedViewController.self)

        let names = NibSearch.candidateNames(forTypeName: typeName)

        #expect(names == ["HeadlessUIKitTests.SearchedView", "HeadlessUIKitTests.SearchedViewController",
                          "SearchedView", "SearchedViewController"])
    }

    // MARK: Rule 17

    @Test("Rule 17: Base.lproj, then the preferred localization's folder, then the bundle root")
    func lprojFoldersFirst() throws {
        let all = try TemporaryBundle(["MyView.nib", "en.lproj/MyView.nib", "Base.lproj/MyView.nib"])
        defer { all.remove() }
        let noBase = try TemporaryBundle(["MyView.nib", "en.lproj/MyView.nib"])
        defer { noBase.remove() }
        let rootOnly = try TemporaryBundle(["MyView.nib", "fr.lproj/MyView.nib"])
        defer { rootOnly.remove() }

        let fromAll = try all.found("MyViewController")
        let fromNoBase = try noBase.found("MyViewController")
        let fromRoot = try rootOnly.found("MyViewController", localizations: ["en"])
        let inFrench = try rootOnly.found("MyViewController", localizations: ["fr"])

        #expect(fromAll == "Base.lproj/MyView.nib")
        #expect(fromNoBase == "en.lproj/MyView.nib")
        #expect(fromRoot == "MyView.nib")
        #expect(inFrench == "fr.lproj/MyView.nib")
    }

    @Test("Rule 17: a nil bundle means the main bundle")
    func nilBundleIsMain() {
        let name = "NibSearchTests-\(UUID().uuidString)"

        let error = #expect(throws: UIKitException.self) {
            try NibSearch.find(nibName: name, typeName: "App.MyViewController", bundle: nil)
        }

        #expect(error?.reason.contains(Bundle.main.bundlePath) == true)
    }

    @Test("Rule 17: the relative paths tried for one name, in order (nib then xib; folders; idiom then plain)")
    func relativePathOrder() {
        let paths = NibSearch.relativePaths(for: "MyView", idiom: .phone, localizations: ["en", "Base", "fr"])

        #expect(paths == [
            "Base.lproj/MyView~iphone.nib", "Base.lproj/MyView.nib",
            "en.lproj/MyView~iphone.nib", "en.lproj/MyView.nib",
            "fr.lproj/MyView~iphone.nib", "fr.lproj/MyView.nib",
            "MyView~iphone.nib", "MyView.nib",
            "Base.lproj/MyView~iphone.xib", "Base.lproj/MyView.xib",
            "en.lproj/MyView~iphone.xib", "en.lproj/MyView.xib",
            "fr.lproj/MyView~iphone.xib", "fr.lproj/MyView.xib",
            "MyView~iphone.xib", "MyView.xib",
        ])
    }

    // MARK: Rule 18

    @Test("Rule 18: the current idiom's variant is preferred; the other idiom's is ignored")
    func deviceModifiers() throws {
        let folder = try TemporaryBundle(["MyView.nib", "MyView~iphone.nib", "MyView~ipad.nib"])
        defer { folder.remove() }
        let padOnly = try TemporaryBundle(["MyView~ipad.nib", "MyViewController.nib"])
        defer { padOnly.remove() }

        let onPhone = try folder.found("MyViewController", idiom: .phone)
        let onPad = try folder.found("MyViewController", idiom: .pad)
        let phoneMatch = try folder.find("MyViewController", idiom: .phone)
        let skipsPad = try padOnly.found("MyViewController", idiom: .phone)

        #expect(onPhone == "MyView~iphone.nib")
        #expect(onPad == "MyView~ipad.nib")
        #expect(phoneMatch?.name == "MyView")
        #expect(skipsPad == "MyViewController.nib")
    }

    @Test("Rule 18: a localized plain nib beats a device variant at the bundle root (folder before variant)")
    func folderBeforeVariant() throws {
        let folder = try TemporaryBundle(["MyView~iphone.nib", "en.lproj/MyView.nib"])
        defer { folder.remove() }

        let found = try folder.found("MyViewController")

        #expect(found == "en.lproj/MyView.nib")
    }

    // MARK: Extensions

    @Test("Rules 14, 17: a compiled nib (file or folder) is preferred to a xib source of the same name")
    func nibBeforeXib() throws {
        let both = try TemporaryBundle(["Base.lproj/MyView.xib", "MyView.nib/"])
        defer { both.remove() }
        let xibOnly = try TemporaryBundle(["MyView.xib", "MyViewController.nib"])
        defer { xibOnly.remove() }

        let compiledFolder = try both.found("MyViewController")
        let source = try xibOnly.found("MyViewController")

        #expect(compiledFolder == "MyView.nib")
        #expect(source == "MyView.xib")
    }

    // MARK: Rule 12

    @Test("Rule 12: an explicit name with no such nib throws UIKit's error")
    func explicitNameMissing() throws {
        let folder = try TemporaryBundle(["MyView.nib"])
        defer { folder.remove() }

        let error = #expect(throws: UIKitException.self) {
            try folder.find("MyViewController", nibName: "Missing")
        }

        #expect(error?.name == "NSInternalInconsistencyException")
        #expect(error?.reason == "Could not load NIB in bundle: 'NSBundle <\(folder.bundle.bundlePath)> (loaded)' with name 'Missing'")
    }

    @Test("Rule 12: an explicit name is the only candidate; the class's names are not tried")
    func explicitNameOnly() throws {
        let folder = try TemporaryBundle(["MyView.nib", "en.lproj/Custom~iphone.xib"])
        defer { folder.remove() }

        let match = try folder.find("MyViewController", nibName: "Custom")
        let found = try folder.found("MyViewController", nibName: "Custom")

        #expect(match?.name == "Custom")
        #expect(found == "en.lproj/Custom~iphone.xib")
    }

    // MARK: Rules 15, 19, 21 through a controller

    @MainActor @Test("Rule 15: a search that finds nothing leaves nibName nil and gives the generic view (rule 21)")
    func nothingFoundKeepsNibNameNil() throws {
        let folder = try TemporaryBundle(["Unrelated.nib", "SearchedViewControllerX.nib"])
        defer { folder.remove() }
        let controller = SearchedViewController(nibName: nil, bundle: folder.bundle)

        let view = controller.view

        #expect(controller.nibName == nil)
        #expect(view.map { type(of: $0) == UIView.self } == true)
    }

    @MainActor @Test("Rule 19: an override of loadView skips the search, even when a matching nib exists")
    func overrideSkipsSearch() throws {
        let folder = try TemporaryBundle(["CodeBuiltView.nib", "CodeBuiltViewController.nib"])
        defer { folder.remove() }
        let controller = CodeBuiltViewController(nibName: nil, bundle: folder.bundle)

        let view = controller.view
        let match = try NibSearch.find(for: controller, preferredLocalizations: ["en"])

        #expect(view === controller.madeView)
        #expect(controller.nibName == nil)
        #expect(match?.name == "CodeBuiltView")
    }

    @Test("Rule 11: a found nib that cannot be read stops the default loadView with a message naming the file")
    func unreadableFoundNibStops() async throws {
        // The parent owns the folder, so it is removed even though the child process stops.
        let folder = try TemporaryBundle(["SearchedView.nib"])
        defer { folder.remove() }
        let path = folder.url.path

        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [path = path as String] in
            await MainActor.run {
                _ = SearchedViewController(nibName: nil, bundle: Bundle(path: path)).view
            }
        }

        let message = standardError(of: result)
        #expect(message.contains("Could not load NIB 'SearchedView.nib'"))
        #expect(message.contains("the file is empty"))
    }
}
