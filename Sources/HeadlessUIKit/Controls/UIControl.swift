import Foundation

/// The base class of controls: state (enabled, selected, highlighted) and target–action.
///
/// Actions are named by `Selector` strings and reach Swift methods through the target's
/// `actionMethods` table (see `docs/actions.md`). A nil target sends the action along the
/// responder chain, as in UIKit. Targets are held weakly, as UIKit holds them.
@MainActor
open class UIControl: UIView {
    /// One registration: a target–action pair or a `UIAction`, with the events it listens to.
    struct Registration {
        enum Handler {
            case targetAction(TargetAction)
            case action(UIAction)
        }
        var handler: Handler
        var events: UIControl.Event
    }

    /// A weakly held target and its action. `hadTarget` tells a freed target from a nil one.
    struct TargetAction {
        weak var target: AnyObject?
        let hadTarget: Bool
        let action: Selector
    }

    /// The one `NSNull` that `allTargets` reports for responder-chain actions (on Linux each
    /// `NSNull()` is a new object, so one instance keeps the set to a single entry).
    static let responderChainTarget = NSNull()

    /// The registrations, in the order they were added (UIKit sends in that order).
    var registrations: [Registration] = []

    /// Makes a control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a control from an archive: enabled, selected and highlighted states and the content
    /// alignments (`UIDisabled`, `UISelected`, `UIHighlighted`, `UIContent…Alignment`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeControlAttributes(nib) }
    }

    /// Makes a control that sends `primaryAction` for `.primaryActionTriggered` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control is enabled. UIKit does not stop `sendActions(for:)` on a disabled
    /// control: only touch handling ignores it.
    open var isEnabled = true {
        willSet { observedPropertyWillChange(.isEnabled) }
        didSet { if oldValue != isEnabled { controlStateDidChange() }; observedPropertyDidChange(.isEnabled) }
    }

    /// Whether the control is selected.
    open var isSelected = false {
        willSet { observedPropertyWillChange(.isSelected) }
        didSet { if oldValue != isSelected { controlStateDidChange() }; observedPropertyDidChange(.isSelected) }
    }

    /// Whether the control is highlighted (a touch is down on it).
    open var isHighlighted = false {
        willSet { observedPropertyWillChange(.isHighlighted) }
        didSet { if oldValue != isHighlighted { controlStateDidChange() }; observedPropertyDidChange(.isHighlighted) }
    }

    /// The state, derived from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: UIControl.State {
        var state: UIControl.State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether a tap shows the control's menu instead of sending `.touchUpInside` (iOS 14). Headless:
    /// nothing shows menus; the driver's `tap()` still sends the control's events.
    open var showsMenuAsPrimaryAction = false
    /// Whether a long press shows the control's context menu (iOS 14).
    open var isContextMenuInteractionEnabled = false

    /// Whether a touch is being tracked. Headless: touches are never tracked, so always false.
    open var isTracking: Bool { false }

    /// Whether the tracked touch is inside the bounds. Headless: always false.
    open var isTouchInside: Bool { false }

    /// How the content is placed horizontally. Default center.
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// How the content is placed vertically. Default center.
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// The horizontal alignment with leading/trailing resolved (left-to-right: left/right).
    open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        default: contentHorizontalAlignment
        }
    }

    /// Sent when `isEnabled`, `isSelected` or `isHighlighted` changes; subclasses refresh their content.
    func controlStateDidChange() { setNeedsLayout() }

    /// The events that also count as `.primaryActionTriggered` for this kind of control
    /// (a button's `.touchUpInside`, a switch's `.valueChanged`); none for a plain control.
    var primaryActionSourceEvents: UIControl.Event { [] }

    // MARK: Target–action

    /// Adds a target–action pair for the events. A nil target sends along the responder chain.
    ///
    /// The target is held weakly. Adding the same pair again only adds the new events (UIKit
    /// keeps one pair). An explicit target whose class does not list `action` in its
    /// `actionMethods` gets a warning now; sending to it later stops with "unrecognized selector".
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        var object: AnyObject?
        if let target {
            guard type(of: target) is AnyClass else {
                Diagnostics.warning("addTarget(_:action:for:) on \(uikitDescription(self)): the target of \"\(action.name)\" is a \(uikitTypeName(type(of: target))) value, not an object. Controls hold targets weakly, so a value would be gone at once: pass an object (a view controller, a view…).")
                return
            }
            object = anyObject(target)
        }
        if let object, !ActionDispatch.responds(object, to: action) {
            let className = String(describing: type(of: object))
            Diagnostics.warning("addTarget(_:action:for:) on \(uikitDescription(self)): \(uikitTypeName(type(of: object))) does not list \"\(action.name)\" in its actionMethods, so sending it will stop with \"unrecognized selector\". List it: override class var actionMethods in \(className) and add \"\(action.name)\": .init(\(className).method) (HeadlessUIKit's stand-in for @IBAction).")
        }
        for index in registrations.indices {
            guard case .targetAction(let pair) = registrations[index].handler,
                  pair.action == action, pair.hadTarget == (object != nil), pair.target === object else { continue }
            registrations[index].events.formUnion(controlEvents)
            return
        }
        registrations.append(Registration(
            handler: .targetAction(TargetAction(target: object, hadTarget: object != nil, action: action)),
            events: controlEvents))
    }

    /// Removes target–action pairs for the events. A nil target matches every target; a nil
    /// action matches every action. `UIAction`s are removed with `removeAction(_:for:)`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        registrations = registrations.compactMap { registration in
            guard case .targetAction(let pair) = registration.handler else { return registration }
            if let object, pair.target !== object { return registration }
            if let action, pair.action != action { return registration }
            var registration = registration
            registration.events.subtract(controlEvents)
            return registration.events.isEmpty ? nil : registration
        }
    }

    /// Every target with an action registered; `NSNull` stands for actions sent along the responder chain.
    ///
    /// A target that is not `Hashable` appears as its `ObjectIdentifier`.
    open var allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for pair in livePairs {
            if let target = pair.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            } else {
                targets.insert(AnyHashable(UIControl.responderChainTarget))
            }
        }
        return targets
    }

    /// Every event some target–action pair or `UIAction` is registered for.
    open var allControlEvents: UIControl.Event {
        pruneFreedTargets()
        return registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The action names sent to `target` (nil: along the responder chain) for the event, or nil when none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        pruneFreedTargets()
        let names = registrations.compactMap { registration -> String? in
            guard case .targetAction(let pair) = registration.handler,
                  !registration.events.isDisjoint(with: controlEvent),
                  pair.target === object else { return nil }
            return pair.action.name
        }
        return names.isEmpty ? nil : names
    }

    /// Sends the actions registered for the events, in the order they were added.
    ///
    /// UIKit sends even when the control is disabled (only touch handling checks `isEnabled`).
    /// Events that are this control's primary trigger (a button's `.touchUpInside`) also send
    /// the `.primaryActionTriggered` actions, as UIKit does.
    open func sendActions(for controlEvents: UIControl.Event) {
        var events = controlEvents
        if !events.isDisjoint(with: primaryActionSourceEvents) { events.insert(.primaryActionTriggered) }
        pruneFreedTargets()
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            switch registration.handler {
            case .targetAction(let pair):
                // A freed target is skipped (iOS leaves this undocumented), so its action
                // never falls through to an unrelated responder.
                if pair.hadTarget && pair.target == nil { continue }
                sendAction(pair.action, to: pair.target, for: nil)
            case .action(let action):
                sendAction(action)
            }
        }
    }

    /// Sends one action through `UIApplication.shared.sendAction(_:to:from:for:)` with this
    /// control as the sender. Subclasses override it to observe or redirect actions.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs a `UIAction`'s handler with this control as its `sender` (iOS 14).
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Adds a `UIAction` for the events (iOS 14). Actions are unique by identifier: one with the
    /// identifier of an action already added replaces it.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        registrations.removeAll {
            guard case .action(let existing) = $0.handler else { return false }
            return existing.identifier == action.identifier && existing !== action
        }
        for index in registrations.indices {
            guard case .action(let existing) = registrations[index].handler, existing === action else { continue }
            registrations[index].events.formUnion(controlEvents)
            return
        }
        registrations.append(Registration(handler: .action(action), events: controlEvents))
    }

    /// Removes a `UIAction` from the events (iOS 14).
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the `UIAction` with the identifier from the events (iOS 14).
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        registrations = registrations.compactMap { registration in
            guard case .action(let action) = registration.handler, action.identifier == actionIdentifier else {
                return registration
            }
            var registration = registration
            registration.events.subtract(controlEvents)
            return registration.events.isEmpty ? nil : registration
        }
    }

    /// Calls `iterator` for every registered `UIAction` or target–action pair and each of its
    /// events, in order; set `stop` to end early (iOS 14).
    open func enumerateEventHandlers(_ iterator: (_ actionHandler: UIAction?, _ targetAction: (Any?, Selector)?,
                                                  _ controlEvent: UIControl.Event, _ stop: inout Bool) -> Void) {
        pruneFreedTargets()
        var stop = false
        for registration in registrations {
            for bit in 0..<UInt.bitWidth where registration.events.rawValue & (1 << bit) != 0 {
                let event = UIControl.Event(rawValue: 1 << UInt(bit))
                switch registration.handler {
                case .targetAction(let pair): iterator(nil, (pair.target, pair.action), event, &stop)
                case .action(let action): iterator(action, nil, event, &stop)
                }
                if stop { return }
            }
        }
    }

    /// The target–action pairs whose target is alive or was nil.
    private var livePairs: [TargetAction] {
        pruneFreedTargets()
        return registrations.compactMap {
            if case .targetAction(let pair) = $0.handler { return pair }
            return nil
        }
    }

    /// Forgets pairs whose weakly held target has been freed.
    private func pruneFreedTargets() {
        registrations.removeAll {
            guard case .targetAction(let pair) = $0.handler else { return false }
            return pair.hadTarget && pair.target == nil
        }
    }
}
