import Foundation
import HeadlessUIKit

// Seed 003: "a normal timeline" of a view controller, from init to the reload after a memory warning.

/// Seed 003's controller, built in code: it makes its view in loadView, so it is made with nil nib and bundle.
final class MyViewController: UIViewController {
    /// A subview kept like an outlet; released with the view in viewDidUnload.
    private var banner: UIView?

    /// Builds the root view in code. No call to super (rule 7).
    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        self.view = root
    }

    /// Adds the banner once per load.
    override func viewDidLoad() {
        super.viewDidLoad()
        let banner = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
        banner.backgroundColor = .blue
        view.addSubview(banner)
        self.banner = banner
    }

    /// Refreshes what is shown each time the screen comes back.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        banner?.isHidden = false
    }

    /// Calls super, which releases the view if it is not in a window (rule 62); an app would also drop caches here.
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    /// The view is gone: let go of the outlets into it.
    override func viewDidUnload() {
        super.viewDidUnload()
        banner = nil
    }
}

/// The screen the user navigates to and back from.
final class OtherViewController: UIViewController {}

/// Replays seed 003's timeline phase by phase, with a heading and the code that drives each phase.
@MainActor
struct Seed003Demo {
    /// Where the output goes.
    let terminal: Terminal

    /// Runs the phases: made, shown, away, back, away, memory warning, back (reload).
    func run() {
        let t = terminal
        t.line(t.title("Seed 003 · A view controller's life, built in code"))

        // A `.named` recorder keeps what a controller heard before it was named, so init is there.
        let recorder = LifecycleRecorder(scope: .named)
        let vc = MyViewController(nibName: nil, bundle: nil)
        recorder.name(vc, "MyViewController")
        t.phase("made in code", ["let vc = MyViewController(nibName: nil, bundle: nil)"], recorder)
        recorder.clear()

        let window = UIWindow()
        let other = OtherViewController()
        recorder.name(other, "OtherViewController")
        recorder.name(window, "window")
        recorder.clear()   // their births are not part of the story

        /// Runs one phase and prints what the recorder saw during it.
        func phase(_ heading: String, _ code: [String], _ action: () -> Void) {
            action()
            t.phase(heading, code, recorder)
            recorder.clear()
        }

        phase("first shown: the view loads, then appears",
              ["window.rootViewController = vc", "window.makeKeyAndVisible()", "// the run loop turns"]) {
            window.rootViewController = vc
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
        }
        phase("user navigates away", ["window.rootViewController = other", "// the run loop turns"]) {
            window.rootViewController = other
            UIApplication.shared.runUntilIdle()
        }
        phase("user navigates back: the view is still loaded", ["window.rootViewController = vc", "// the run loop turns"]) {
            window.rootViewController = vc
            UIApplication.shared.runUntilIdle()
        }
        phase("user navigates away", ["window.rootViewController = other", "// the run loop turns"]) {
            window.rootViewController = other
            UIApplication.shared.runUntilIdle()
        }
        phase("memory warning: views not in a window are released", ["UIApplication.shared.sendMemoryWarning()"]) {
            UIApplication.shared.sendMemoryWarning()
        }
        phase("user navigates back: the view loads again", ["window.rootViewController = vc", "// the run loop turns"]) {
            window.rootViewController = vc
            UIApplication.shared.runUntilIdle()
        }
        recorder.stop()
    }
}
