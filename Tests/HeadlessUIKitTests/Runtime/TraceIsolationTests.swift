import Foundation
import Testing
import TestScratch

/// A small project for `headless trace`'s project search and scene isolation: `App/App.xcodeproj`,
/// `App/Main.storyboard` (good and failing scenes) and `App/Other/Other.storyboard` (another folder).
enum TraceProjectFixtures {
    /// A plain controller scene.
    static func plain(_ id: String, identifier: String, extra: String = "") -> String {
        IBXML.scene(id, """
                <viewController storyboardIdentifier="\(identifier)" id="\(id)-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-view">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>\(extra)</subviews>
                    </view>
                </viewController>
        """)
    }

    /// A controller whose container view embeds `destination`.
    static func embedding(_ id: String, identifier: String, destination: String) -> String {
        plain(id, identifier: identifier, extra: """
                            <containerView opaque="NO" contentMode="scaleToFill" id="\(id)-container">
                                <rect key="frame" x="0" y="0" width="393" height="400"/>
                                <connections>
                                    <segue destination="\(destination)" kind="embed" id="\(id)-embed"/>
                                </connections>
                            </containerView>
        """)
    }

    /// A storyboard reference scene.
    static func reference(_ id: String, storyboard: String, identifier: String?) -> String {
        IBXML.scene(id, """
                <viewControllerPlaceholder storyboardName="\(storyboard)"\(identifier.map { " referencedIdentifier=\"\($0)\"" } ?? "") id="\(id)-1" sceneMemberID="viewController"/>
        """)
    }

    /// Home (initial, good); Embeds (embeds a reference to a storyboard the project lacks); Unknown (embeds a
    /// reference to an identifier Other lacks); Elsewhere (embeds Other's Detail: another folder);
    /// Stack (a navigation controller whose root is Embeds: the exception comes while it appears).
    static let main = IBXML.storyboard(initial: "home-1", [
        plain("home", identifier: "Home"),
        embedding("embeds", identifier: "Embeds", destination: "missing-1"),
        reference("missing", storyboard: "Missing", identifier: nil),
        embedding("unknown", identifier: "Unknown", destination: "nope-1"),
        reference("nope", storyboard: "Other", identifier: "Nope"),
        embedding("elsewhere", identifier: "Elsewhere", destination: "detail-ref-1"),
        reference("detail-ref", storyboard: "Other", identifier: "Detail"),
        IBXML.scene("stack", """
                <navigationController storyboardIdentifier="Stack" id="stack-1" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="stack-bar">
                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                    </navigationBar>
                    <connections>
                        <segue destination="embeds-1" kind="relationship" relationship="rootViewController" id="stack-root"/>
                    </connections>
                </navigationController>
        """),
    ].joined(separator: "\n"))

    /// Other.storyboard: Detail.
    static let other = IBXML.storyboard(initial: "detail-1", plain("detail", identifier: "Detail"))

    /// Writes the project to a fresh folder and returns its `App` folder.
    static func write() throws -> URL {
        let folder = try TestScratch.shared.folder("TraceProject").appendingPathComponent("App", isDirectory: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Other"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try Data(main.utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
        try Data(other.utf8).write(to: folder.appendingPathComponent("Other/Other.storyboard"))
        return folder
    }
}

@Suite
struct TraceIsolationTests {
    @Test("`headless trace --all` reports each failing scene with UIKit's message, traces the good ones, and exits 1 after all ran")
    func allScenesGoOnPastFailures() throws {
        // Given a storyboard whose scenes embed a missing storyboard, an unknown identifier, and good references
        let app = try TraceProjectFixtures.write()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }

        // When every scene is traced
        let (status, output) = try runHeadless(["trace", app.appendingPathComponent("Main.storyboard").path, "--all"])

        // Then each failure is that scene's error, with UIKit's message
        #expect(status == 1, "\(output)")
        #expect(output.contains("error: scene \"Embeds\": *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Could not find a storyboard named 'Missing' in bundle"), "\(output)")
        #expect(output.contains("error: scene \"Unknown\": *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Storyboard (<UIStoryboard: Other>) doesn't contain a view controller with identifier 'Nope''"), "\(output)")
        // And the scene whose exception comes while it appears (no throwing path) stopped only its child process
        #expect(output.contains("error: scene \"Stack\": *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Could not find a storyboard named 'Missing'"), "\(output)")
        #expect(output.contains("the scene stopped the process"), "\(output)")
        // And the message names the project folder, not trace's temporary bundle
        #expect(!output.contains("headless-trace-"), "\(output)")
        // And the good scenes, the one after the stopped one included, still trace to viewDidAppear
        #expect(output.contains("scene \"Home\" (UIViewController), initial"))
        #expect(output.contains("scene \"detail-ref-1\""), "a scene after Stack ran: \(output)")
        #expect(output.components(separatedBy: "UIViewController.viewDidAppear(animated: false)").count >= 4, "\(output)")
        #expect(output.contains("all 8 scenes"), "\(output)")
    }

    @Test("`headless trace` resolves a storyboard reference to a file in another folder of the project (the folder holding the .xcodeproj)")
    func referenceAcrossFolders() throws {
        // Given a scene that embeds Other.storyboard's Detail, which sits in App/Other
        let app = try TraceProjectFixtures.write()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }

        // When it is traced
        let (status, output) = try runHeadless(["trace", app.appendingPathComponent("Main.storyboard").path, "--scene", "Elsewhere"])

        // Then Detail's controller is made and appears as the embedded child
        #expect(status == 0, "\(output)")
        #expect(output.contains("UIViewController#2.viewDidAppear(animated: false)"), "\(output)")
        #expect(output.contains("problems            0"))
    }

    @Test("`headless trace --root` limits the search: a reference outside the root is missing, reported with UIKit's message")
    func rootLimitsTheSearch() throws {
        // Given the same scene, traced with a root that does not hold Other.storyboard
        let app = try TraceProjectFixtures.write()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let root = app.appendingPathComponent("Lonely")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: app.appendingPathComponent("Main.storyboard"), to: root.appendingPathComponent("Main.storyboard"))

        // When it is traced with --root
        let (status, output) = try runHeadless(["trace", root.appendingPathComponent("Main.storyboard").path, "--scene", "Elsewhere", "--root", root.path])

        // Then the reference is missing, the scene's error, and the trace exits 1
        #expect(status == 1, "\(output)")
        #expect(output.contains("Could not find a storyboard named 'Other' in bundle NSBundle <\(root.standardizedFileURL.path)>"), "\(output)")
    }
}
