import Foundation
import HeadlessUIKit

// Seed 003: "a normal timeline" of a view controller, from init to the reload after a memory warning,
// with its nib steps: the controller is made from a storyboard scene (so it gets awakeFromNib), its
// view is the scene's, of a custom class (so the view's awakeFromNib shows inside loadView), and the
// user navigates with a navigation controller.
//
// Decision: this replaces the earlier code-built version of the timeline. The seed's timeline is the
// nib one (its awakeFromNib lines only exist for objects made from a file); the code-built cycle
// (init(nibName:bundle:), the app's own loadView) stays covered by UnloadTests' seed 003 test.
//
// The executable has no resources of its own, so the demo writes the storyboard to a temporary folder
// and opens that folder as its bundle. The scene names its classes with module `headless`, this
// executable's module, where the nib loader finds them by name.

/// Seed 003's controller. Made from the storyboard scene `MyViewController` (seed 004's
/// `StoryboardInitializable` names the scene after the class).
final class MyViewController: UIViewController, StoryboardInitializable {
    /// The banner label, connected from the scene before viewDidLoad (rule 25).
    @Outlet var banner: UILabel!

    /// Refreshes what is shown each time the screen comes back.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        banner?.isHidden = false
    }

    /// The view is gone (rule 62): let go of the outlets into it.
    override func viewDidUnload() {
        super.viewDidUnload()
        banner = nil
    }
}

/// Seed 003's `view`: a custom view class in the scene, so its awakeFromNib runs on each load.
final class MyView: UIView {
    /// How many times this instance was awoken (once: each load makes a new view).
    private(set) var awakenings = 0

    /// Sent once the nib's objects exist and are connected (rule 26).
    override func awakeFromNib() {
        super.awakeFromNib()
        awakenings += 1
    }
}

/// Replays seed 003's timeline phase by phase, with a heading and the code that drives each phase.
@MainActor
struct Seed003Demo {
    /// Where the output goes.
    let terminal: Terminal

    /// The storyboard the demo loads: one scene, `MyViewController`, whose view is a `MyView`.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="seed003-scene">
                    <objects>
                        <viewController storyboardIdentifier="MyViewController" id="vc-003" customClass="MyViewController" customModule="headless" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-003" customClass="MyView" customModule="headless">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" id="banner-003">
                                        <rect key="frame" x="20" y="100" width="350" height="44"/>
                                    </label>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <connections>
                                <outlet property="banner" destination="banner-003" id="out-003"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-003" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Runs the phases: made, shown, away, back, away, memory warning, back (reload).
    func run() {
        let t = terminal
        t.line(t.title("Seed 003 · A view controller's life, with nibs"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headless-seed003-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let bundle = Self.writeStoryboard(to: folder) else {
            t.line("Could not write the storyboard to \(folder.path).")
            return
        }
        t.line(t.code("Main.storyboard: scene MyViewController (class MyViewController), its view of class MyView holding a label."))
        t.line(t.code("View callbacks other than awakeFromNib are left out, as in the seed."))

        // A `.named` recorder keeps what an object heard before it was named, so init and the view's
        // awakeFromNib are there once the objects get their names.
        let recorder = LifecycleRecorder(includingViews: true, scope: .named)

        /// Runs one phase and prints what the recorder saw during it.
        func phase(_ heading: String, _ code: [String], _ action: () -> Void) {
            action()
            printPhase(heading, code, recorder)
            recorder.clear()
        }

        var vc: MyViewController!
        phase("made from the storyboard: init(coder:), then awakeFromNib (rule 24)",
              ["let vc = MyViewController.fromStoryboard(bundle: folder)   // seed 004's convenience"]) {
            vc = MyViewController.fromStoryboard(bundle: bundle)
            recorder.name(vc, "MyViewController")
        }

        let window = UIWindow()
        let other = UIViewController()
        let nav = UINavigationController(rootViewController: vc)
        phase("first shown: the view loads from the nib, is awoken, then appears",
              ["let nav = UINavigationController(rootViewController: vc)", "window.rootViewController = nav",
               "window.makeKeyAndVisible()", "// the run loop turns"]) {
            window.rootViewController = nav
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
            recorder.name(vc.view, "MyView")
        }
        phase("user navigates away", ["nav.pushViewController(other, animated: true)", "// the animation ends"]) {
            nav.pushViewController(other, animated: true)
            UIApplication.shared.runUntilIdle()
        }
        phase("user navigates back: the view is still loaded", ["nav.popViewController(animated: true)", "// the animation ends"]) {
            nav.popViewController(animated: true)
            UIApplication.shared.runUntilIdle()
        }
        phase("user navigates away", ["nav.pushViewController(other, animated: true)", "// the animation ends"]) {
            nav.pushViewController(other, animated: true)
            UIApplication.shared.runUntilIdle()
        }
        phase("memory warning: a view not in a window is released (setView:nil, rule 62)",
              ["UIApplication.shared.sendMemoryWarning()"]) {
            UIApplication.shared.sendMemoryWarning()
        }
        phase("user navigates back: the view loads again from the nib, a new MyView (rule 64)",
              ["nav.popViewController(animated: true)", "// the animation ends"]) {
            nav.popViewController(animated: true)
            UIApplication.shared.runUntilIdle()
            recorder.name(vc.view, "MyView")
        }
        recorder.stop()
        t.line()
        t.line(t.code("The seed's first line is initWithNibName:bundle:; UIKit makes a controller from a file with"))
        t.line(t.code("init(coder:), and only such a controller gets awakeFromNib."))
    }

    /// Prints a phase like `Terminal.phase`, keeping controller callbacks and the views' awakeFromNib.
    private func printPhase(_ heading: String, _ code: [String], _ recorder: LifecycleRecorder) {
        let t = terminal
        t.line()
        t.line(t.heading(heading))
        for source in code { t.line(t.code("  " + source)) }
        let kept = recorder.events.filter { $0.kind == .controller || $0.kind == .diagnostic || $0.callback == "awakeFromNib" }
        guard !kept.isEmpty else {
            t.line("    (no callbacks)")
            return
        }
        // Depths relative to the shallowest kept event, so a phase starts at the margin.
        let base = kept.map(\.depth).min() ?? 0
        for event in kept {
            let text = recorder.render(event)
            let styled: String
            switch event.kind {
            case .view: styled = t.style(text, "2")
            case .diagnostic: styled = t.style(text, "33")
            default:
                if let dot = text.firstIndex(of: ".") {
                    styled = t.bold(String(text[..<dot])) + text[dot...]
                } else {
                    styled = text
                }
            }
            t.line("    " + String(repeating: "  ", count: event.depth - base) + styled)
        }
    }

    /// Writes `Main.storyboard` into `folder` and opens the folder as a bundle.
    static func writeStoryboard(to folder: URL) -> Bundle? {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(storyboard.utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
        } catch {
            return nil
        }
        return Bundle(path: folder.path)
    }
}
