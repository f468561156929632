import Foundation
import InterfaceBuilder
import Testing
@testable import HeadlessUIKit

/// File's Owner of the corpus xibs: a UIViewController with nothing added, so that problems about
/// the owner (an app's outlets and actions it cannot have) can be told from the runtime's own gaps.
final class CorpusOwner: UIViewController {}

/// What instantiating the corpus made, and what went wrong.
struct CorpusInstantiationResult {
    var storyboards = 0
    var scenes = 0
    var scenesInstantiated = 0
    /// Scenes of `expectedSceneFailures` that failed as expected.
    var expectedSceneFailures = 0
    var viewsLoaded = 0
    /// Storyboards whose initial controller instantiated, and of those, the ones shown in a window.
    var initialControllers = 0
    var initialControllersShown = 0
    var xibs = 0
    var xibsInstantiated = 0
    var rootViews = 0
    var rootViewsFound = 0
    /// The nib loader's counters over the whole walk.
    var statistics = NibLoading.Statistics()
    /// Problems about the xibs' File's Owner (a plain UIViewController stands in for the app's class).
    var ownerProblems: [String] = []
    /// Problems not explained by a fallback class or the owner: the runtime's gaps.
    var realProblems: [String] = []
    /// Scenes that did not instantiate, files that did not load, views that did not load.
    var failures: [String] = []
    var seconds = 0.0
}

/// Instantiates every Cocoa Touch file of the corpus with HeadlessUIKit's runtime.
@MainActor
enum CorpusInstantiationWalk {
    /// Cocoa Touch files the reader refuses on purpose (see `CorpusCompileTests`).
    static let expectedRefusals: Set<String> = [
        "IBDecodable+IBLinter/Tests/IBLinterKitTest/Resources/Rules/DuplicateIdRule/DuplicateID.xib",
    ]

    /// Scenes that cannot instantiate, by file, with the reason. A storyboard reference names a storyboard
    /// by name, which Xcode finds because it copies every storyboard into the app bundle's root; the corpus
    /// keeps the repositories' folders, so a referenced file elsewhere in the repository is not found.
    static let expectedSceneFailures: [String: (scenes: Set<String>, reason: String)] = [
        "ReactiveX+RxSwift/RxExample/RxExample/iOS/Main.storyboard": (
            ["75T-3M-1ne", "BHp-d4-Rzx", "Ijo-w2-WVs", "Ijz-Xf-fD1", "K4u-Zp-yfj", "KfW-wF-8XP", "Lb9-no-d2C",
             "OMd-9V-mKL", "Yfw-ua-4De", "cEK-zF-Nu0", "h5u-oy-LNi", "j8n-8b-eKg", "tuE-zK-IdR", "uIg-z9-IfB", "uiN-ZC-aD4"],
            "storyboard references to storyboards in other folders of the repository (Xcode flattens them into the bundle)"),
        "mac-cain13+R.swift/Examples/ResourceApp/ResourceApp/References.storyboard": (
            ["kne-1k-ozT"], "a reference to 'SomeStoryboard', which the repository does not have"),
        "IBDecodable+IBDecodable/Tests/Resources/StoryboardConnections.storyboard": (
            ["F5Y-Gm-KdX"], "a reference without identifier to a storyboard without initial controller (UIKit raises too)"),
        "IBDecodable+IBDecodable/Tests/Resources/StoryboardReferences.storyboard": (
            ["KxH-6z-Tzb", "qgJ-S0-8w3", "dhd-Hi-lt8"],
            "references without identifier to storyboards without initial controller (UIKit raises too), and the tab bar controller whose tabs they are"),
        "IBDecodable+IBLinter/Tests/IBLinterKitTest/Resources/Rules/HasSingleViewController/HasSingleViewControllerGoodSingleSceneWithReference.storyboard": (
            ["xf4-D7-IQw"], "a reference without identifier to a storyboard without initial controller (UIKit raises too)"),
    ]

    /// The `ios` rows of the manifest, as (file, kind).
    static func cocoaTouchFiles() throws -> [(file: String, kind: String)] {
        let text = try String(contentsOf: SharedCorpus.root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = rows.removeFirst()
        guard let file = header.firstIndex(of: "file"), let kind = header.firstIndex(of: "kind"),
              let platform = header.firstIndex(of: "platform") else { return [] }
        return rows.filter { $0.count > platform && $0[platform] == "ios" }.map { ($0[file], $0[kind]) }
    }

    /// Walks the corpus once, under `.logAndContinue`, with the logger quiet; restores both.
    static func run() throws -> CorpusInstantiationResult {
        let started = Date()
        let previousPolicy = NibLoading.problemPolicy
        let previousLevel = HeadlessUIKitLog.logger.logLevel
        NibLoading.problemPolicy = .logAndContinue
        HeadlessUIKitLog.logger.logLevel = .critical
        defer {
            NibLoading.problemPolicy = previousPolicy
            HeadlessUIKitLog.logger.logLevel = previousLevel
            UIApplication.shared.resetForTesting()
        }
        NibLoading.resetStatistics()
        var result = CorpusInstantiationResult()
        let ownerName = String(reflecting: CorpusOwner.self)
        for (file, kind) in try cocoaTouchFiles() where !expectedRefusals.contains(file) {
            UIApplication.shared.resetForTesting()
            let url = SharedCorpus.root.appendingPathComponent(file)
            let document: IBDocument
            do {
                document = try IBDocument.read(contentsOf: url)
            } catch {
                result.failures.append("\(file): not read: \(error)")
                continue
            }
            let before = NibLoading.statistics.problems.count
            if kind == "storyboard" {
                storyboard(url, file: file, into: &result)
            } else {
                xib(url, document: document, file: file, into: &result)
            }
            for problem in NibLoading.statistics.problems[before...] {
                if problem.contains(ownerName) {
                    result.ownerProblems.append(problem)
                } else {
                    result.realProblems.append("\(file): \(problem)")
                }
            }
        }
        result.statistics = NibLoading.statistics
        result.seconds = Date().timeIntervalSince(started)
        return result
    }

    /// Every scene's controller, its view loaded; the initial one in a window.
    private static func storyboard(_ url: URL, file: String, into result: inout CorpusInstantiationResult) {
        result.storyboards += 1
        let storyboard: UIStoryboard
        do {
            storyboard = try UIStoryboard.load(contentsOf: url)
        } catch {
            result.failures.append("\(file): not loaded: \(error.reason)")
            return
        }
        for identifier in storyboard.identifiers {
            result.scenes += 1
            let controller: UIViewController
            do {
                controller = try storyboard.instantiateViewControllerOrThrow(withIdentifier: identifier)
            } catch {
                if expectedSceneFailures[file]?.scenes.contains(identifier) == true {
                    result.expectedSceneFailures += 1
                } else {
                    result.failures.append("\(file) scene \(identifier): not instantiated: \(error.reason)")
                }
                continue
            }
            if expectedSceneFailures[file]?.scenes.contains(identifier) == true {
                result.failures.append("\(file) scene \(identifier): instantiated, although listed as an expected failure")
            }
            result.scenesInstantiated += 1
            controller.loadViewIfNeeded()
            if controller.isViewLoaded {
                result.viewsLoaded += 1
            } else {
                result.failures.append("\(file) scene \(identifier): the view did not load")
            }
        }
        guard let entry = storyboard.compiled.entryPoint,
              let initial = try? storyboard.instantiateViewControllerOrThrow(withIdentifier: entry) else { return }
        result.initialControllers += 1
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = initial
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        if initial.viewIfLoaded?.window === window { result.initialControllersShown += 1 }
    }

    /// The xib with a plain UIViewController as File's Owner; its root view (the owner's `view`, or a
    /// top-level view) must exist when the file has one.
    private static func xib(_ url: URL, document: IBDocument, file: String, into result: inout CorpusInstantiationResult) {
        result.xibs += 1
        let owner = CorpusOwner()
        let objects: [Any]
        do {
            objects = try UINib.load(contentsOf: url).instantiateOrThrow(withOwner: owner)
        } catch {
            result.failures.append("\(file): not instantiated: \(error.reason)")
            return
        }
        result.xibsInstantiated += 1
        let ownerView = document.filesOwner.map { filesOwner in
            document.connections.contains { $0.kind == .outlet && $0.source == filesOwner.index && $0.property == "view" }
        } ?? false
        let topLevelViews = document.topLevelObjects.map { document[$0] }.filter { $0.frame != nil && $0.placeholderIdentifier == nil }
        if ownerView || !topLevelViews.isEmpty {
            result.rootViews += 1
            let found = ownerView ? owner.viewIfLoaded != nil : objects.contains { $0 is UIView }
            if found {
                result.rootViewsFound += 1
            } else {
                result.failures.append("\(file): the root view is missing")
            }
        }
    }
}

@Suite(.enabled(if: SharedCorpus.isAvailable))
@MainActor
struct CorpusInstantiationTests {
    @Test("Every Cocoa Touch file of the corpus instantiates without trapping: every scene's controller and view, the initial controller in a window, every xib and its root view")
    func everyFileInstantiates() throws {
        UIApplication.shared.resetForTesting()

        let result = try CorpusInstantiationWalk.run()

        let s = result.statistics
        let unknown = Set(s.unknownClasses)
        print("""
            corpus instantiation in \(String(format: "%.1f", result.seconds)) s: \
            \(result.storyboards) storyboards, \(result.scenesInstantiated)/\(result.scenes) scenes instantiated \
            (\(result.expectedSceneFailures) expected failures), \
            \(result.viewsLoaded) views loaded, \(result.initialControllersShown)/\(result.initialControllers) initial controllers shown in a window; \
            \(result.xibsInstantiated)/\(result.xibs) xibs, \(result.rootViewsFound)/\(result.rootViews) root views; \
            \(s.controllersCreated) controllers, \(s.objectsCreated) objects, \(s.outletsConnected) outlets, \
            \(s.actionsConnected) actions; \(s.unknownClasses.count) unknown-class fallbacks (\(unknown.count) classes); \
            \(s.problems.count) problems (\(result.ownerProblems.count) on the xibs' File's Owner stand-in, \
            \(result.realProblems.count) real), \(s.problemsOnFallbackObjects.count) problems on fallback objects
            """)
        if !result.realProblems.isEmpty {
            print("remaining problems:\n" + result.realProblems.joined(separator: "\n"))
        }
        #expect(result.storyboards >= 100)
        #expect(result.xibs >= 100)
        #expect(result.failures.isEmpty, "\(result.failures.count) failures:\n\(result.failures.joined(separator: "\n"))")
        #expect(result.scenesInstantiated + result.expectedSceneFailures == result.scenes)
        #expect(result.expectedSceneFailures == CorpusInstantiationWalk.expectedSceneFailures.values.reduce(0) { $0 + $1.scenes.count })
        #expect(result.viewsLoaded == result.scenesInstantiated)
        #expect(result.initialControllersShown == result.initialControllers)
        #expect(result.xibsInstantiated == result.xibs)
        #expect(result.rootViewsFound == result.rootViews)
        #expect(s.viewsLoaded >= result.viewsLoaded / 2, "views loaded from nibs: \(s.viewsLoaded)")
        // UIKit's built-in outlets (docs/outlets.md) all connect: none is reported missing.
        let missingBuiltIns = result.realProblems.filter { problem in
            ["dataSource", "delegate", "tableView", "collectionView", "storyboard"].contains { problem.contains("has no outlet \"\($0)\"") }
        }
        #expect(missingBuiltIns.isEmpty, "\(missingBuiltIns.joined(separator: "\n"))")
    }
}
