import Foundation

// Rules 1–9 and 21: lazy loading.
//
// `view` → if nothing is stored: `loadView()`, then `viewDidLoad()`, then return (rule 1).
// Rule 5: a `loadView` that assigns nothing still gets `viewDidLoad`, the getter returns nil and
// the next access loads again (seed 003). UIKit says nothing; we log a warning naming the class.
// Rule 6: reading `view` inside `loadView` before assigning it recurses forever in UIKit (a stack
// overflow). We stop at the first re-entry with a message naming the controller. No throwing
// variant can exist: the re-entry happens inside the app's own non-throwing `loadView`.

enum LoadingPhase {
    case idle
    case loadView
    case viewDidLoad
}

extension UIViewController {
    /// `loadViewIfNeeded()`, throwing the first exception UIKit would raise while loading the view (a nib or a
    /// storyboard that cannot be found, a nib that does not set `view` (rule 13), an embed segue whose destination
    /// cannot be made) instead of stopping. Loading goes on past it as far as it can: the view is then the generic
    /// one (rule 21), or the nib's without the child that failed.
    public func loadViewIfNeededOrThrow() throws(UIKitException) {
        if let exception = UIKitException.collecting({ loadViewIfRequired() }) { throw exception }
    }

    func loadViewIfRequired() {
        guard storedView == nil else { return }
        switch loadingPhase {
        case .loadView:
            fatalError("""
                HeadlessUIKit: \(self) read `view` inside loadView() before assigning it (rule 6). \
                In UIKit this recurses until the stack overflows. Build the view in a local \
                variable and assign `self.view = thatView` before using `self.view`.
                """)
        case .viewDidLoad:
            // Rule 5: viewDidLoad runs with no view; it sees nil rather than a second load.
            return
        case .idle:
            break
        }
        loadingPhase = .loadView
        LifecycleRecorder.send(self, .controller, "loadView") { loadView() }
        if storedView == nil {
            Diagnostics.warning("""
                \(self) loadView() did not assign a view (rule 5): viewDidLoad() runs anyway, `view` \
                returns nil, and the next access calls loadView() again. Assign `self.view` in \
                loadView(), or do not override it.
                """)
        }
        loadingPhase = .viewDidLoad
        LifecycleRecorder.send(self, .controller, "viewDidLoad") { viewDidLoad() }
        loadingPhase = .idle
    }

    /// UIKit's default `loadView`: the nib search (rules 10–20), else the generic view (rule 21).
    func defaultLoadView() {
        if let nibView = loadViewFromNib() {
            assignView(nibView)
            return
        }
        // Rule 21: the generic view is screen-sized; whoever puts it in the interface frames it.
        assignView(UIView(frame: UIScreen.main.bounds))
    }

    /// The nib search of rules 10–20 (`NibSearch`, which documents the order), then the nib's view.
    /// nil when nothing is found: the generic view follows (rule 21). An explicit `nibName` that
    /// matches nothing stops with rule 12's error. Only the default `loadView` gets here (rule 19).
    func loadViewFromNib() -> UIView? {
        // Rule 20: a storyboard's controller already has its view nib's name.
        if let storyboard = storedStoryboard, let nibName = storedNibName {
            do {
                return loadView(from: try storyboard.viewNib(named: nibName), name: nibName)
            } catch {
                error.raiseOrCollect()
                return nil
            }
        }
        let match: NibSearch.Match
        do {
            guard let found = try NibSearch.find(for: self) else { return nil }
            match = found
        } catch {
            // Rule 12.
            error.raiseOrCollect()
            return nil
        }
        // Rule 15: after a successful search `nibName` reports the name found.
        storedNibName = match.name
        return loadView(from: UINib.cached(url: match.url, bundle: storedNibBundle ?? .headlessMain), name: match.name)
    }

    /// Rules 8 and 9: associates a view with this controller, or unloads with nil.
    func assignView(_ newView: UIView?) {
        if let problem = viewAssociationProblem(newView) { problem.raise() }
        guard storedView !== newView else { return }
        storedView?.owningController = nil
        storedView = newView
        newView?.owningController = self
    }

    /// Assigns the root view, throwing UIKit's exception instead of stopping when the view
    /// already belongs to another controller (rule 9).
    public func setViewOrThrow(_ view: UIView?) throws(UIKitException) {
        if let problem = viewAssociationProblem(view) { throw problem }
        assignView(view)
    }

    private func viewAssociationProblem(_ newView: UIView?) -> UIKitException? {
        guard let newView, let owner = newView.owningController, owner !== self else { return nil }
        return .hierarchyInconsistency(
            "A view can only be associated with at most one view controller at a time! View \(uikitDescription(newView)) is associated with \(owner). Clear this association before associating this view with \(self).")
    }

    // MARK: Live controllers (memory warnings reach all of them)

    private static var live: [Weak<UIViewController>] = []
    private static var pruneThreshold = 64

    static func registerLive(_ controller: UIViewController) {
        live.append(Weak(controller))
        if live.count >= pruneThreshold {
            live.removeAll { $0.value == nil }
            pruneThreshold = max(64, live.count * 2)
        }
    }

    /// Every view controller still alive, oldest first.
    static func liveControllers() -> [UIViewController] { live.compactMap(\.value) }
}
