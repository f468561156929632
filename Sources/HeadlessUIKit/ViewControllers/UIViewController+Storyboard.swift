import Foundation

// Storyboards and segues, rules 20, 24–25, 66–71.
//
// A scene's controller is made from the scene nib with `init(coder:)`, which reads its title, its view
// nib's name (rule 20: a storyboard controller already has a `nibName`), its identifier, its segue
// templates, its navigation and tab bar items and, for containers, its relationship children (rule 70:
// made with the container, their views loading lazily). Then `awakeFromNib` (rule 24).
//
// Rule 66 (triggered from the file): `shouldPerformSegue`, the destination's `init(coder:)` and
// `awakeFromNib`, `prepare(for:sender:)` with the destination's view not loaded, then `perform()`.
// Rule 67: `performSegue(withIdentifier:)` skips `shouldPerformSegue`.
// Rule 69: embed segues run while the parent's view loads, inside its `loadView`, so the child is
// in place before the parent's `viewDidLoad`.
// Rule 71: unwind — see `performUnwind`.
extension UIViewController: NibOutletReceiving {
    func setNibOutlet(_ key: String, to value: AnyObject?) -> Bool {
        guard key == "storyboard", value == nil || value is UIStoryboard else { return false }
        storedStoryboard = value as? UIStoryboard
        return true
    }

    func decodeControllerAttributes(_ nib: UINibDecoder) {
        if let title = nib.string("UITitle") { self.title = title }
        storedNibName = nib.string("UINibName")
        // A controller made from a file looks for its view's nib in that file's bundle.
        storedNibBundle = nib.bundle
        storyboardIdentifier = nib.string("UIStoryboardIdentifier")
        segueTemplates = nib.array("UIStoryboardSegueTemplates", of: UIStoryboardSegueTemplate.self)
        if let item = nib.object("UINavigationItem", as: UINavigationItem.self) {
            if item.title == nil { item.title = title }
            storedNavigationItem = item
        }
        if let item = nib.object("UITabBarItem", as: UITabBarItem.self) {
            if item.title == nil { item.title = title }
            storedTabBarItem = item
        }
        if let toolbarItems = nib.value("UIToolbarItems") as? [Any] {
            self.toolbarItems = toolbarItems.compactMap { $0 as? UIBarButtonItem }
        }
        if let hides = nib.bool("UIHidesBottomBarWhenPushed") { hidesBottomBarWhenPushed = hides }
        if let defines = nib.bool("UIDefinesPresentationContext") { definesPresentationContext = defines }
        if let provides = nib.bool("UIProvidesPresentationContextTransitionStyle") { providesPresentationContextTransitionStyle = provides }
        // The table may name this controller itself: read it once every object exists.
        nib.afterCreation("UIExternalObjectsTableForViewLoading") { [weak self] value in
            guard let self, let table = value as? [AnyHashable: Any] else { return }
            for (key, object) in table {
                guard let key = key as? String else { continue }
                self.externalObjectsForViewLoading[key] = Weak(anyObject(object))
            }
        }
    }

    /// Loads the root view from `nib` with this controller as File's Owner (rules 11, 13, 25), then
    /// runs the scene's embed segues (rule 69).
    func loadView(from nib: UINib, name: String) -> UIView? {
        var externals: [String: Any] = [:]
        for (key, box) in externalObjectsForViewLoading {
            if let object = box.value { externals[key] = object }
        }
        do {
            _ = try nib.instantiateOrThrow(withOwner: self, options: externals.isEmpty ? nil : [.externalObjects: externals])
        } catch {
            error.raiseOrCollect()
            return nil
        }
        guard let view = storedView else {
            // Rule 13.
            UIKitException.internalInconsistency(
                "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set."
            ).raiseOrCollect()
            return nil
        }
        NibLoading.statistics.viewsLoaded += 1
        performEmbedSegues()
        return view
    }

    // MARK: Performing segues

    /// `performSegue(withIdentifier:sender:)`, throwing rule 67's error (and what making the destination raises) instead
    /// of stopping.
    public func performSegueOrThrow(withIdentifier identifier: String, sender: Any?) throws(UIKitException) {
        guard let template = segueTemplates.first(where: { $0.identifier == identifier }) else {
            throw .invalidArgument("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        if template.kind == "unwind" {
            performUnwind(template: template, sender: sender)
            return
        }
        // The destination's `init(coder:)` or `@IBSegueAction` may raise: thrown here instead.
        if let exception = UIKitException.collecting({ performSegue(template: template, sender: sender) }) { throw exception }
    }

    /// Makes the destination and the segue, sends `prepare`, performs (rules 66–68).
    func performSegue(template: UIStoryboardSegueTemplate, sender: Any?) {
        guard let segue = makeSegue(template, sender: sender) else { return }
        sendPrepare(segue, sender: sender)
        segue.perform()
    }

    /// The segue object for a template, with its destination made (rule 66: `init(coder:)`, `awakeFromNib`).
    ///
    /// A segue with a `destinationCreationSelector` (iOS 13's `@IBSegueAction`) has this controller make the destination
    /// from the coder, with the sender and the segue's identifier; a nil result falls back to `init(coder:)`, as
    /// `instantiateViewController(identifier:creator:)` does (rule 29). The method is found in `actionMethods`, where
    /// the source rewriter lists it; a selector that is not there stops with UIKit's "unrecognized selector".
    func makeSegue(_ template: UIStoryboardSegueTemplate, sender: Any? = nil) -> UIStoryboardSegue? {
        guard let storyboard = storedStoryboard, let destinationID = template.destinationIdentifier else { return nil }
        var creator: ((NSCoder) -> UIViewController?)?
        if let selector = template.destinationCreationSelector {
            guard let method = type(of: self).actionMethods[Selector(selector)], let create = method.create else {
                UIKitException.invalidArgument(
                    "-[\(uikitTypeName(type(of: self))) \(selector)]: unrecognized selector sent to instance \(uikitDescription(self)). "
                        + "List the @IBSegueAction method in \(String(describing: type(of: self))).actionMethods "
                        + "(the source rewriter does it for an app's sources).").raiseOrCollect()
                return nil
            }
            let identifier = template.identifier
            creator = { [unowned self] coder in create(self, coder, sender, identifier) }
        }
        let destination: UIViewController
        do {
            destination = try storyboard.instantiate(
                nibNamed: storyboard.compiled.nibName(forIdentifier: destinationID) ?? destinationID, creator: creator)
        } catch {
            error.raiseOrCollect()
            return nil
        }
        let segueClass = template.segueClassName.flatMap(NibClassResolver.appClass(named:)) as? UIStoryboardSegue.Type
        let segue = (segueClass ?? UIStoryboardSegue.self).init(identifier: template.identifier, source: self, destination: destination)
        if segueClass == nil || template.kind != "custom" {
            segue.performHandler = { [weak self, unowned segue] in
                self?.performBuiltIn(template, segue.destination)
            }
        }
        return segue
    }

    private func sendPrepare(_ segue: UIStoryboardSegue, sender: Any?) {
        LifecycleRecorder.send(self, .controller, "prepare", [.text("for", segue.identifier.map { "\"\($0)\"" } ?? "nil")]) {
            prepare(for: segue, sender: sender)
        }
    }

    /// What each kind of storyboard segue does when performed.
    private func performBuiltIn(_ template: UIStoryboardSegueTemplate, _ destination: UIViewController) {
        switch template.kind {
        case "show":
            show(destination, sender: self)
        case "showDetail", "replace":
            showDetailViewController(destination, sender: self)
        case "push":
            guard let navigationController else {
                UIKitException.invalidArgument(
                    "Push segues can only be used when the source controller is managed by an instance of UINavigationController."
                ).raise()
            }
            navigationController.pushViewController(destination, animated: template.animates)
        case "presentation", "modal", "popover", "popoverPresentation":
            if template.kind.hasPrefix("popover") {
                destination.modalPresentationStyle = .popover
            } else if let style = template.modalPresentationStyle.flatMap(UIModalPresentationStyle.init(storyboardName:)) {
                destination.modalPresentationStyle = style
            }
            if let style = template.modalTransitionStyle.flatMap(UIModalTransitionStyle.init(storyboardName:)) {
                destination.modalTransitionStyle = style
            }
            present(destination, animated: template.animates)
        default:
            break
        }
    }

    /// Rule 69: each embed segue of the scene puts its child in its container view.
    func performEmbedSegues() {
        for template in segueTemplates where template.kind == "embed" {
            guard let container = template.containerView, let segue = makeSegue(template) else { continue }
            let child = segue.destination
            sendPrepare(segue, sender: nil)
            addChild(child)
            if let childView = child.view {
                childView.frame = container.bounds
                childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(childView)
            }
            child.didMove(toParent: self)
        }
    }

    // MARK: Unwinding (rule 71)

    /// Finds the destination: `canPerformUnwindSegueAction` asked up the parent and presenting chain,
    /// nearest first (the controllers below in a navigation stack before the stack's owner); then
    /// `prepare` on the source, the destination's unwind action with the segue, and the pop or dismiss.
    func performUnwind(template: UIStoryboardSegueTemplate, sender: Any?) {
        guard let actionName = template.actionName else { return }
        let action = Selector(actionName)
        guard let destination = unwindCandidates().first(where: {
            $0.canPerformUnwindSegueAction(action, from: self, sender: sender)
        }) else {
            Diagnostics.warning("\(self): no view controller from here up the parent and presenting chain handles the unwind action \(actionName); the unwind segue does nothing.")
            return
        }
        let segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination)
        segue.performHandler = { [weak self] in self?.finishUnwind(to: destination) }
        sendPrepare(segue, sender: sender)
        // Recorded as the Swift method it stands for: `saveRecipe(_:)` for `saveRecipe:`.
        let callback = actionName.hasSuffix(":") ? String(actionName.dropLast()) : actionName
        LifecycleRecorder.send(destination, .controller, callback, [.text("", "segue")]) {
            ActionDispatch.send(action, to: destination, sender: segue, event: nil)
        }
        segue.perform()
    }

    /// The controllers an unwind from here may reach, nearest first: this controller, then up its
    /// parents (in a navigation stack, the controllers below it before the navigation controller),
    /// then the same from the top of whatever presented that level.
    func unwindCandidates() -> [UIViewController] {
        var result: [UIViewController] = []
        var start: UIViewController? = self
        while let controller = start {
            result.append(controller)
            var child = controller
            while let parent = child.parent {
                if let navigation = parent as? UINavigationController,
                   let index = navigation.viewControllers.firstIndex(where: { $0 === child }) {
                    result += navigation.viewControllers[..<index].reversed()
                }
                result.append(parent)
                child = parent
            }
            guard let presenter = child.presentingViewController else { break }
            // UIKit also searches the presenter's visible children (`allowedChildrenForUnwinding`):
            // a tab bar's selected tab, a navigation stack from its top, a split's last column.
            start = UIViewController.visibleLeaf(of: presenter)
        }
        var seen = Set<ObjectIdentifier>()
        return result.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The controller shown deepest inside `controller`'s containers.
    static func visibleLeaf(of controller: UIViewController) -> UIViewController {
        var current = controller
        while true {
            let next: UIViewController?
            switch current {
            case let navigation as UINavigationController: next = navigation.topViewController
            case let tabs as UITabBarController: next = tabs.selectedViewController
            case let split as UISplitViewController: next = split.viewControllers.last
            default: next = nil
            }
            guard let next, next !== current else { return current }
            current = next
        }
    }

    /// Dismisses what was presented over the destination's level, then pops its navigation stack to it.
    private func finishUnwind(to destination: UIViewController) {
        let destinationRoot = destination.topmostAncestor
        var level = topmostAncestor
        var presenter: UIViewController?
        while level !== destinationRoot, let next = level.presentingViewController {
            presenter = next
            level = next.topmostAncestor
        }
        presenter?.dismiss(animated: true)
        if let navigation = destination.navigationController,
           navigation.viewControllers.contains(where: { $0 === destination }), navigation.topViewController !== destination {
            _ = navigation.popToViewController(destination, animated: true)
        }
    }
}

extension UIModalPresentationStyle {
    /// The style a storyboard names (`fullScreen`, `pageSheet`, `overCurrentContext`…).
    init?(storyboardName: String) {
        switch storyboardName {
        case "fullScreen": self = .fullScreen
        case "pageSheet": self = .pageSheet
        case "formSheet": self = .formSheet
        case "currentContext": self = .currentContext
        case "custom": self = .custom
        case "overFullScreen": self = .overFullScreen
        case "overCurrentContext": self = .overCurrentContext
        case "popover": self = .popover
        case "none": self = .none
        case "automatic": self = .automatic
        default: return nil
        }
    }
}

extension UIModalTransitionStyle {
    /// The style a storyboard names (`coverVertical`, `flipHorizontal`…).
    init?(storyboardName: String) {
        switch storyboardName {
        case "coverVertical": self = .coverVertical
        case "flipHorizontal": self = .flipHorizontal
        case "crossDissolve": self = .crossDissolve
        case "partialCurl": self = .partialCurl
        default: return nil
        }
    }
}
