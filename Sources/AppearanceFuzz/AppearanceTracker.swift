import HeadlessUIKit

/// Follows every tracked controller's appearance callbacks through rule 31's state machine and
/// notes each callback that breaks it.
@MainActor
final class AppearanceTracker {
    enum Callback: String { case willAppear, didAppear, willDisappear, didDisappear }

    /// The states of rule 31, as the callbacks seen so far say.
    enum State { case disappeared, appearing, appeared, disappearing }

    /// The tracker the tracked controllers report to (one world runs at a time).
    static var current: AppearanceTracker?

    private(set) var states: [ObjectIdentifier: State] = [:]
    private(set) var names: [ObjectIdentifier: String] = [:]
    /// Callbacks that broke the state machine, in order, with the step they came in.
    private(set) var violations: [String] = []
    /// What the world is doing (the step), for the violations' text.
    var context = ""

    func register(_ controller: UIViewController, name: String) {
        names[ObjectIdentifier(controller)] = name
        states[ObjectIdentifier(controller)] = .disappeared
    }

    func name(of controller: UIViewController) -> String { names[ObjectIdentifier(controller)] ?? "\(controller)" }

    func state(of controller: UIViewController) -> State { states[ObjectIdentifier(controller)] ?? .disappeared }

    func report(_ violation: String) {
        // A controller stuck in a state is reported once, not at every later drain.
        guard !violations.contains(where: { $0.hasSuffix(": " + violation) }) else { return }
        violations.append("\(context): \(violation)")
    }

    func record(_ controller: UIViewController, _ callback: Callback) {
        let id = ObjectIdentifier(controller)
        guard names[id] != nil else { return }
        let old = states[id] ?? .disappeared
        let new: State
        let allowed: Bool
        switch callback {
        // Rule 31: a "will" starts a transition from rest, or reverses one going the other way.
        case .willAppear: new = .appearing; allowed = old == .disappeared || old == .disappearing
        case .willDisappear: new = .disappearing; allowed = old == .appeared || old == .appearing
        // A "did" only ends the transition its "will" started.
        case .didAppear: new = .appeared; allowed = old == .appearing
        case .didDisappear: new = .disappeared; allowed = old == .disappearing
        }
        if !allowed { report("\(name(of: controller)).\(callback.rawValue) while \(old)") }
        states[id] = new
    }

    static func record(_ controller: UIViewController, _ callback: Callback) {
        current?.record(controller, callback)
    }
}

/// A content controller that reports its appearance callbacks.
@MainActor
final class TrackedController: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); AppearanceTracker.record(self, .willAppear) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); AppearanceTracker.record(self, .didAppear) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); AppearanceTracker.record(self, .willDisappear) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); AppearanceTracker.record(self, .didDisappear) }
}

/// A navigation controller that reports its appearance callbacks.
@MainActor
final class TrackedNavigationController: UINavigationController {
    override func viewWillAppear(_ animated: Bool) { AppearanceTracker.record(self, .willAppear); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { AppearanceTracker.record(self, .didAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { AppearanceTracker.record(self, .willDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { AppearanceTracker.record(self, .didDisappear); super.viewDidDisappear(animated) }
}

/// A tab bar controller that reports its appearance callbacks.
@MainActor
final class TrackedTabBarController: UITabBarController {
    override func viewWillAppear(_ animated: Bool) { AppearanceTracker.record(self, .willAppear); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { AppearanceTracker.record(self, .didAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { AppearanceTracker.record(self, .willDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { AppearanceTracker.record(self, .didDisappear); super.viewDidDisappear(animated) }
}

/// A page view controller that reports its appearance callbacks.
@MainActor
final class TrackedPageViewController: UIPageViewController {
    override func viewWillAppear(_ animated: Bool) { AppearanceTracker.record(self, .willAppear); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { AppearanceTracker.record(self, .didAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { AppearanceTracker.record(self, .willDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { AppearanceTracker.record(self, .didDisappear); super.viewDidDisappear(animated) }
}

/// A split view controller that reports its appearance callbacks.
@MainActor
final class TrackedSplitViewController: UISplitViewController {
    override func viewWillAppear(_ animated: Bool) { AppearanceTracker.record(self, .willAppear); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { AppearanceTracker.record(self, .didAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { AppearanceTracker.record(self, .willDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { AppearanceTracker.record(self, .didDisappear); super.viewDidDisappear(animated) }
}
