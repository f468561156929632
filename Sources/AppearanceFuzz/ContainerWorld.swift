import HeadlessUIKit

/// A window holding a tab bar controller whose tabs are two navigation controllers, a page view
/// controller and a split view controller; steps change it (ContainerStep) and checks say whether
/// appearance stayed balanced and the containers agree with the view hierarchy.
@MainActor
public final class ContainerWorld {
    /// Tabs 0 and 1 are navigation controllers.
    nonisolated static let navigationTabs = 2
    /// Tab 2 is a page view controller, tab 3 a split view controller.
    nonisolated static let tabCount = 4

    let tracker = AppearanceTracker()
    let window: UIWindow
    let tabs = TrackedTabBarController()
    private(set) var navigations: [TrackedNavigationController] = []
    let pages = TrackedPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let split = TrackedSplitViewController(style: .doubleColumn)
    /// Every controller made, kept alive so the checks can see the ones that left.
    private(set) var controllers: [UIViewController] = []
    /// The swipe in progress (an interactive pop or sheet dismissal), if any.
    private var swipe: InteractiveTransition?
    private var made = 0

    /// Builds the window and shows it, the clock drained.
    init() {
        UIApplication.shared.resetForTesting()
        window = UIWindow()
        AppearanceTracker.current = tracker
        var navigations: [TrackedNavigationController] = []
        for index in 0..<Self.navigationTabs {
            let nav = TrackedNavigationController(rootViewController: TrackedController())
            navigations.append(nav)
            register(nav, "nav\(index)")
            register(nav.viewControllers[0], "root\(index)")
        }
        self.navigations = navigations
        register(tabs, "tabs")
        register(pages, "pages")
        register(split, "split")
        pages.setViewControllers([makeController("page")], direction: .forward, animated: false)
        split.setViewController(makeController("primary"), for: .primary)
        split.setViewController(makeController("detail"), for: .secondary)
        tabs.viewControllers = navigations + [pages, split]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
    }

    private func register(_ controller: UIViewController, _ name: String) {
        controllers.append(controller)
        tracker.register(controller, name: name)
    }

    private func makeController(_ prefix: String) -> TrackedController {
        made += 1
        let controller = TrackedController()
        register(controller, "\(prefix)\(made)")
        return controller
    }

    /// The top of the presentation chain (the tab bar controller when nothing is presented).
    var topPresented: UIViewController {
        var top: UIViewController = tabs
        while let next = top.presentedViewController { top = next }
        return top
    }

    // MARK: Steps

    /// Applies one step, then checks; returns the violations found (they stay in the tracker).
    func apply(_ step: ContainerStep) {
        tracker.context = "\(step)"
        switch step {
        case .push(let tab, let animated):
            try? navigations[tab].pushViewControllerOrThrow(makeController("pushed"), animated: animated)
        case .pop(let tab, let animated):
            _ = navigations[tab].popViewController(animated: animated)
        case .popToRoot(let tab, let animated):
            _ = navigations[tab].popToRootViewController(animated: animated)
        case .selectTab(let index):
            tabs.selectedIndex = index
        case .present(let style, let animated):
            let presented = makeController("presented")
            presented.modalPresentationStyle = switch style {
            case .fullScreen: .fullScreen
            case .pageSheet: .pageSheet
            case .formSheet: .formSheet
            case .overFullScreen: .overFullScreen
            }
            try? topPresented.presentOrThrow(presented, animated: animated)
        case .dismiss(let animated):
            let top = topPresented
            if top !== tabs { top.dismiss(animated: animated) }
        case .memoryWarning:
            UIApplication.shared.sendMemoryWarning()
        case .advance(let seconds):
            UIApplication.shared.advanceTime(by: seconds)
        case .drain:
            drainAndCheck()
        case .beginInteractivePop(let tab):
            if swipe == nil { swipe = navigations[tab].beginInteractivePop() }
        case .beginSheetSwipe:
            let top = topPresented
            if swipe == nil, top !== tabs, [.pageSheet, .formSheet].contains(top.modalPresentationStyle) {
                swipe = top.beginInteractiveDismissal()
            }
        case .endSwipe(let finish, let progress):
            if let swipe {
                swipe.update(CGFloat(progress))
                if finish { swipe.finish() } else { swipe.cancel() }
                self.swipe = nil
            }
        case .turnPage(let forward, let animated):
            pages.setViewControllers([makeController("page")], direction: forward ? .forward : .reverse, animated: animated)
        case .showDetail:
            split.setViewController(makeController("detail"), for: .secondary)
        }
    }

    /// Ends any swipe (finished), drains the clock and checks the world.
    func finish() {
        tracker.context = "end"
        if let swipe {
            swipe.finish()
            self.swipe = nil
        }
        drainAndCheck()
    }

    private func drainAndCheck() {
        UIApplication.shared.runUntilIdle()
        // A swipe in progress holds its transition open until the finger lifts.
        guard swipe == nil else { return }
        checkDrained()
    }

    // MARK: Checks (after a drain)

    func checkDrained() {
        for controller in controllers {
            let name = tracker.name(of: controller)
            let state = tracker.state(of: controller)
            // 1. Every "will" has ended in its "did".
            if state == .appearing || state == .disappearing {
                tracker.report("\(name) is still \(state) after the clock drained")
            }
            // 2. Appeared exactly when the view is in a visible window.
            let onScreen = controller.isViewLoaded && (controller.viewIfLoaded?.window.map { !$0.isHidden } ?? false)
            if onScreen && state != .appeared { tracker.report("\(name) is on screen but \(state)") }
            if !onScreen && state == .appeared { tracker.report("\(name) is appeared but its view is in no visible window") }
        }
        checkContainers()
    }

    /// 3. The containers agree with the view hierarchy.
    private func checkContainers() {
        for nav in navigations where tracker.state(of: nav) == .appeared {
            if let top = nav.topViewController, top.viewIfLoaded?.superview !== nav.view {
                tracker.report("\(tracker.name(of: nav))'s top \(tracker.name(of: top)) is not in its view")
            }
            for child in nav.viewControllers.dropLast() where child.viewIfLoaded?.window != nil {
                tracker.report("\(tracker.name(of: child)), under the top of \(tracker.name(of: nav)), is in a window")
            }
        }
        if tracker.state(of: tabs) == .appeared, let selected = tabs.selectedViewController,
           selected.viewIfLoaded?.superview !== tabs.view {
            tracker.report("the selected tab \(tracker.name(of: selected)) is not in the tab bar controller's view")
        }
        // The top of the presentations is on screen (the ones a full-screen one covers are not, rule 45).
        let presenter = topPresented
        if presenter.viewIfLoaded?.window !== window {
            tracker.report("\(tracker.name(of: presenter)), the top of the presentations, is not in the window")
        }
        if tracker.state(of: presenter) != .appeared {
            tracker.report("\(tracker.name(of: presenter)), the top of the presentations, is not appeared")
        }
    }

    // MARK: Running sequences

    /// Runs `steps` in a fresh world, checking as it goes; returns the violations.
    public static func run(_ steps: [ContainerStep]) -> [String] {
        let logLevel = HeadlessUIKitLog.logger.logLevel
        HeadlessUIKitLog.logger.logLevel = .critical   // refused presentations log; they are valid steps
        let world = ContainerWorld()
        defer {
            AppearanceTracker.current = nil
            HeadlessUIKitLog.logger.logLevel = logLevel
        }
        for step in steps { world.apply(step) }
        world.finish()
        let violations = world.tracker.violations
        AppearanceTracker.current = nil
        UIApplication.shared.resetForTesting()   // nothing of this world reaches the next one
        return violations
    }

    /// The shortest sequence found, by dropping steps, that still fails.
    public static func shrink(_ steps: [ContainerStep]) -> [ContainerStep] {
        var current = steps
        var chunk = max(1, current.count / 2)
        while true {
            var index = 0
            var removedAny = false
            while index < current.count {
                var candidate = current
                candidate.removeSubrange(index..<min(current.count, index + chunk))
                if !run(candidate).isEmpty {
                    current = candidate
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            if chunk == 1 && !removedAny { return current }
            if !removedAny || chunk > 1 { chunk = max(1, chunk / 2) }
        }
    }

    /// The steps as Swift source for a plain test.
    public static func swiftSource(_ steps: [ContainerStep]) -> String {
        "let steps: [ContainerStep] = [\n" + steps.map { "    \($0)," }.joined(separator: "\n")
            + "\n]\n#expect(ContainerWorld.run(steps).isEmpty)"
    }
}
