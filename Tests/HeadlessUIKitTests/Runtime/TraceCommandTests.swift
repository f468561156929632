import Foundation
import Testing
import TestScratch

/// IB files for `headless trace`, written to a temporary folder.
enum TraceFixtures {
    /// A plain controller scene (initial) whose view holds a label, and a table view controller scene.
    static let good = IBXML.storyboard(initial: "home-1", [
        IBXML.scene("home", """
                <viewController storyboardIdentifier="Home" id="home-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="home-view">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Hello" id="home-label">
                                <rect key="frame" x="20" y="100" width="200" height="21"/>
                            </label>
                        </subviews>
                    </view>
                </viewController>
        """),
        IBXML.scene("list", """
                <tableViewController storyboardIdentifier="List" id="list-1" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="list-view">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <connections>
                            <outlet property="dataSource" destination="list-1" id="list-ds"/>
                            <outlet property="delegate" destination="list-1" id="list-dl"/>
                        </connections>
                    </tableView>
                </tableViewController>
        """),
    ].joined(separator: "\n"))

    /// An initial controller of an app class the tool does not have, with an outlet to a label.
    static let fallback = IBXML.storyboard(initial: "app-1", IBXML.scene("app", """
                <viewController id="app-1" customClass="ProfileViewController" customModule="SomeApp" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="app-view">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Ada" id="app-label">
                                <rect key="frame" x="20" y="100" width="200" height="21"/>
                            </label>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="nameLabel" destination="app-label" id="app-out"/>
                    </connections>
                </viewController>
        """))

    /// A plain UIViewController with an outlet it cannot have: a real problem.
    static let broken = IBXML.storyboard(initial: "bad-1", IBXML.scene("bad", """
                <viewController id="bad-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="bad-view">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Ada" id="bad-label">
                                <rect key="frame" x="20" y="100" width="200" height="21"/>
                            </label>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="titleLabel" destination="bad-label" id="bad-out"/>
                    </connections>
                </viewController>
        """))

    /// Two scenes and no initial controller.
    static let noInitial = IBXML.storyboard(initial: nil, [
        IBXML.scene("a", """
                <viewController storyboardIdentifier="Alpha" id="a-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="a-view">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    </view>
                </viewController>
        """),
        IBXML.scene("b", """
                <viewController storyboardIdentifier="Beta" id="b-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="b-view">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    </view>
                </viewController>
        """),
    ].joined(separator: "\n"))

    /// A controller's view: File's Owner (an app class) connects `view` and an outlet, a button sends it an action.
    static let ownerXib = IBXML.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController" customModule="SomeApp">
            <connections>
                <outlet property="view" destination="root-1" id="c-1"/>
                <outlet property="nameLabel" destination="lbl-1" id="c-2"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root-1">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <label opaque="NO" contentMode="left" text="Ada" id="lbl-1">
                    <rect key="frame" x="20" y="100" width="200" height="21"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-1">
                    <rect key="frame" x="20" y="140" width="80" height="30"/>
                    <state key="normal" title="Save"/>
                    <connections>
                        <action selector="save:" destination="-1" eventType="touchUpInside" id="c-3"/>
                    </connections>
                </button>
            </subviews>
        </view>
        """)

    /// A view xib: no File's Owner `view`, one top-level view.
    static let viewXib = IBXML.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="card-1">
            <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
            <subviews>
                <label opaque="NO" contentMode="left" text="Card" id="card-label">
                    <rect key="frame" x="20" y="20" width="200" height="21"/>
                </label>
            </subviews>
        </view>
        """)
}

@Suite
struct TraceCommandTests {
    /// Writes the fixtures to a fresh folder and returns it.
    private func fixtures() throws -> URL {
        let folder = try TestScratch.shared.folder("Trace")
        let files = [
            "Good.storyboard": TraceFixtures.good, "Fallback.storyboard": TraceFixtures.fallback,
            "Broken.storyboard": TraceFixtures.broken, "NoInitial.storyboard": TraceFixtures.noInitial,
            "Profile.xib": TraceFixtures.ownerXib, "Card.xib": TraceFixtures.viewXib,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test("`headless trace` shows a storyboard's initial controller in a window: init(coder:) to viewDidAppear, then the counts, exit 0")
    func initialController() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }

        let (status, output) = try runHeadless(["trace", folder.appendingPathComponent("Good.storyboard").path])

        #expect(status == 0, "\(output)")
        #expect(output.contains("scene \"Home\" (UIViewController), initial"))
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let order = ["UIViewController.init(coder: …)", "UIViewController.awakeFromNib()", "UIViewController.loadView()",
                     "UIViewController.viewDidLoad()", "UIViewController.viewWillAppear(animated: false)",
                     "UIViewController.viewDidAppear(animated: false)"].map { lines.firstIndex(of: $0) }
        #expect(!order.contains(nil), "\(output)")
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(output.contains("controllers made    1"))
        #expect(output.contains("views loaded        1"))
        #expect(output.contains("problems            0"))
        #expect(!output.contains("\u{1B}["), "no colour when standard output is not a terminal")
    }

    @Test("`headless trace --scene` traces the named scene; its outlets count")
    func namedScene() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }

        let (status, output) = try runHeadless(["trace", folder.appendingPathComponent("Good.storyboard").path, "--scene", "List"])

        #expect(status == 0, "\(output)")
        #expect(output.contains("scene \"List\" (UITableViewController)"))
        #expect(output.contains("UITableViewController.viewDidAppear(animated: false)"))
        #expect(output.contains("outlets connected   3"), "view, dataSource and delegate: \(output)")
    }

    @Test("`headless trace --all` traces every scene from a fresh state and adds a total")
    func allScenes() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }

        let (status, output) = try runHeadless(["trace", folder.appendingPathComponent("Good.storyboard").path, "--all"])

        #expect(status == 0, "\(output)")
        #expect(output.contains("scene \"Home\""))
        #expect(output.contains("scene \"List\""))
        #expect(output.contains("all 2 scenes"))
        #expect(output.components(separatedBy: "controllers made    1").count == 3, "\(output)")
        #expect(output.contains("controllers made    2"))
    }

    @Test("`headless trace` exits 1 on an unknown --scene, naming the scenes there are")
    func unknownScene() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }

        let (status, output) = try runHeadless(["trace", folder.appendingPathComponent("Good.storyboard").path, "--scene", "Nope"])

        #expect(status == 1)
        #expect(output.contains("error: "))
        #expect(output.contains("no scene \"Nope\""))
        #expect(output.contains("Home (UIViewController), List (UITableViewController)"))
    }

    @Test("`headless trace` exits 1 on a storyboard with no initial controller and no --scene, listing the identifiers")
    func noInitialController() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }

        let (status, output) = try runHeadless(["trace", folder.appendingPathComponent("NoInitial.storyboard").path])

        #expect(status == 1)
        #expect(output.contains("has no initial view controller"))
        #expect(output.contains("  Alpha (UIViewController)"))
        #expect(output.contains("  Beta (UIViewController)"))
    }

    @Test("`headless trace` reports an unknown class's fallback and the outlet it lacks as warnings, and exits 0")
    func fallbackIsAWarning() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }

        let (status, output) = try runHeadless(["trace", folder.appendingPathComponent("Fallback.storyboard").path])

        #expect(status == 0, "\(output)")
        #expect(output.contains("warning: Unknown class SomeApp.ProfileViewController in Interface Builder file."))
        #expect(output.contains("unknown classes     1 fell back (rule 27): SomeApp.ProfileViewController"))
        #expect(output.contains("problems            0"))
        #expect(output.contains("warnings            1"))
        #expect(output.contains("has no outlet \"nameLabel\""))
        #expect(!output.contains("error:"))
    }

    @Test("`headless trace` carries on past an outlet a UIKit class lacks, reports it as an error and exits 1")
    func realProblemFails() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }

        let (status, output) = try runHeadless(["trace", folder.appendingPathComponent("Broken.storyboard").path])

        #expect(status == 1)
        #expect(output.contains("UIViewController.viewDidAppear(animated: false)"), "the trace goes on: \(output)")
        #expect(output.contains("problems            1"))
        #expect(output.contains("error: Broken.storyboard"))
        #expect(output.contains("has no outlet \"titleLabel\""))
    }

    @Test("`headless trace` loads a controller xib through a UIViewController standing in for File's Owner, its outlets and actions as warnings")
    func ownerXib() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }

        let (status, output) = try runHeadless(["trace", folder.appendingPathComponent("Profile.xib").path])

        #expect(status == 0, "\(output)")
        #expect(output.contains("File's Owner SomeApp.ProfileViewController connects `view`"))
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let loadView = lines.firstIndex(of: "ProfileViewController.loadView()")
        let viewDidLoad = lines.firstIndex(of: "ProfileViewController.viewDidLoad()")
        #expect(loadView != nil && viewDidLoad != nil && loadView! < viewDidLoad!, "\(output)")
        #expect(output.contains("ProfileViewController.viewDidAppear(animated: false)"))
        #expect(output.contains("views loaded        1"))
        #expect(output.contains("outlets connected   1"))
        #expect(output.contains("warnings            2"), "\(output)")
        #expect(output.contains("SomeApp.ProfileViewController (File's Owner, stood in for by a UIViewController)"))
    }

    @Test("`headless trace` instantiates a view xib with no owner and shows its first top-level view in a window")
    func viewXib() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }

        let (status, output) = try runHeadless(["trace", folder.appendingPathComponent("Card.xib").path, "--views"])

        #expect(status == 0, "\(output)")
        #expect(output.contains("instantiated with owner nil"))
        #expect(output.contains("UIView.awakeFromNib()"))
        #expect(output.contains("Root.viewDidAppear(animated: false)"))
        #expect(output.contains("UILabel.didMoveToWindow()"), "\(output)")
    }

    @Test("`headless trace` exits 1 on an unreadable file, an empty xib, with the error on standard error")
    func unreadableFile() throws {
        let folder = try fixtures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("Empty.xib")
        _ = FileManager.default.createFile(atPath: empty.path, contents: Data())

        let (status, output) = try runHeadless(["trace", empty.path])
        let (missingStatus, missingOutput) = try runHeadless(["trace", folder.appendingPathComponent("Missing.storyboard").path])

        #expect(status == 1)
        #expect(output.contains("error: \(empty.path)"))
        #expect(missingStatus == 1)
        #expect(missingOutput.contains("no such file"))
    }
}

@Suite(.enabled(if: SharedCorpus.isAvailable))
struct TraceCorpusCommandTests {
    let golden = SharedCorpus.root.appendingPathComponent("golden/SwiftGen+SwiftGen/Wizard.storyboardc")

    @Test("`headless trace` on ibtool's Wizard.storyboardc shows the initial CreateAccount scene, its app class fallen back to UIViewController")
    func goldenInitial() throws {
        let (status, output) = try runHeadless(["trace", golden.path])

        #expect(status == 0, "\(output)")
        #expect(output.contains("scene \"CreateAccount\", initial"))
        #expect(output.contains("Unknown class SwiftGen.CreateAccViewController in Interface Builder file."))
        #expect(output.contains("controllers made    1"))
        #expect(output.contains("views loaded        1"))
        #expect(output.contains("UIViewController.viewDidAppear(animated: false)"))
    }

    @Test("`headless trace --scene Preferences` on Wizard.storyboardc shows the table view controller with its table's outlets")
    func goldenScene() throws {
        let (status, output) = try runHeadless(["trace", golden.path, "--scene", "Preferences"])

        #expect(status == 0, "\(output)")
        #expect(output.contains("scene \"Preferences\""))
        #expect(output.contains("UITableViewController.viewDidAppear(animated: false)"))
        #expect(output.contains("problems            0"))
    }

    @Test("`headless trace --all` on Wizard.storyboardc traces its four scenes")
    func goldenAll() throws {
        let (status, output) = try runHeadless(["trace", golden.path, "--all"])

        #expect(status == 0, "\(output)")
        for scene in ["Accept-ToS", "CreateAccount", "Preferences", "Validate_Password"] {
            #expect(output.contains("scene \"\(scene)\""), "\(scene)")
        }
        #expect(output.contains("all 4 scenes"))
        #expect(output.contains("controllers made    4"))
        #expect(output.contains("views loaded        4"))
    }

    @Test("`headless trace` on Wizard.storyboardc exits 1 for an unknown scene, listing the four")
    func goldenUnknownScene() throws {
        let (status, output) = try runHeadless(["trace", golden.path, "--scene", "Nope"])

        #expect(status == 1)
        #expect(output.contains("Accept-ToS, CreateAccount, Preferences, Validate_Password"))
    }
}
