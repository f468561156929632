import Foundation
import Testing
@testable import HeadlessUIKit

/// A target that lists its action methods, as `@IBAction` would on iOS.
@MainActor
final class TapTarget: UIResponder {
    var taps = 0
    var senders: [AnyObject] = []

    func tapped(_ sender: Any?) {
        taps += 1
        if let sender = sender as AnyObject? { senders.append(sender) }
    }

    func reset() { taps = 0 }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding([
            "tapped:": .init(TapTarget.tapped),
            "reset": .init(TapTarget.reset),
        ])
    }
}

/// A target that lists nothing.
@MainActor
final class SilentTarget: UIResponder {
    func tapped(_ sender: Any?) {}
}

/// A controller that handles `increment:` sent along the responder chain.
@MainActor
final class CounterViewController: UIViewController {
    var count = 0

    func increment(_ sender: Any?) { count += 1 }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding(["increment:": .init(CounterViewController.increment)])
    }
}

/// A control that notes every action it dispatches.
@MainActor
final class ObservedControl: UIControl {
    var dispatched: [String] = []

    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        dispatched.append(action.name)
        super.sendAction(action, to: target, for: event)
    }
}

@MainActor
struct ControlsActionTests {
    @Test("An explicit target receives the action with the control as sender")
    func explicitTarget() {
        UIApplication.shared.resetForTesting()
        let button = UIButton(type: .system)
        let target = TapTarget()
        button.addTarget(target, action: "tapped:", for: .touchUpInside)

        button.sendActions(for: .touchUpInside)

        #expect(target.taps == 1)
        #expect(target.senders.first === button)
    }

    @Test("Only actions registered for the sent event run")
    func onlyMatchingEvents() {
        UIApplication.shared.resetForTesting()
        let control = UIControl()
        let target = TapTarget()
        control.addTarget(target, action: "tapped:", for: .touchDown)

        control.sendActions(for: .touchUpInside)

        #expect(target.taps == 0)
    }

    @Test("A nil target travels the responder chain to the view controller that owns the view")
    func nilTargetReachesController() {
        UIApplication.shared.resetForTesting()
        let controller = CounterViewController()
        let container = UIView()
        let button = UIButton(type: .system)
        container.addSubview(button)
        controller.view.addSubview(container)
        button.addTarget(nil, action: "increment:", for: .touchUpInside)

        button.sendActions(for: .touchUpInside)

        #expect(controller.count == 1)
    }

    @Test("A nil target nobody answers is dropped silently, as in UIKit")
    func nilTargetWithoutHandler() {
        UIApplication.shared.resetForTesting()
        let button = UIButton()
        button.addTarget(nil, action: "nobodyHandlesThis:", for: .touchUpInside)

        let handled = UIApplication.shared.sendAction("nobodyHandlesThis:", to: nil, from: button, for: nil)
        button.sendActions(for: .touchUpInside)

        #expect(handled == false)
    }

    @Test("Adding the same target and action twice sends it once")
    func duplicatePairSendsOnce() {
        UIApplication.shared.resetForTesting()
        let button = UIButton()
        let target = TapTarget()
        button.addTarget(target, action: "tapped:", for: .touchUpInside)
        button.addTarget(target, action: "tapped:", for: .touchUpInside)

        button.sendActions(for: .touchUpInside)

        #expect(target.taps == 1)
    }

    @Test("removeTarget stops the action and actions(forTarget:forControlEvent:) no longer lists it")
    func removeTarget() {
        UIApplication.shared.resetForTesting()
        let button = UIButton()
        let target = TapTarget()
        button.addTarget(target, action: "tapped:", for: [.touchUpInside, .touchDown])
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tapped:"])

        button.removeTarget(target, action: "tapped:", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)

        #expect(target.taps == 0)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
        #expect(button.actions(forTarget: target, forControlEvent: .touchDown) == ["tapped:"])
        #expect(button.allControlEvents == .touchDown)
    }

    @Test("removeTarget with a nil action removes every action of that target")
    func removeTargetAllActions() {
        UIApplication.shared.resetForTesting()
        let button = UIButton()
        let target = TapTarget()
        button.addTarget(target, action: "tapped:", for: .touchUpInside)
        button.addTarget(target, action: "reset", for: .touchUpInside)

        button.removeTarget(target, action: nil, for: .allEvents)

        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test("Targets are held weakly: a freed target is not kept alive and is forgotten")
    func weakTargets() {
        UIApplication.shared.resetForTesting()
        let button = UIButton()
        var target: TapTarget? = TapTarget()
        weak let weakTarget = target
        button.addTarget(target, action: "tapped:", for: .touchUpInside)

        target = nil
        button.sendActions(for: .touchUpInside)

        #expect(weakTarget == nil)
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test("allTargets lists explicit targets and NSNull for responder-chain actions")
    func allTargetsIncludesNSNull() {
        UIApplication.shared.resetForTesting()
        let button = UIButton()
        let target = TapTarget()
        button.addTarget(target, action: "tapped:", for: .touchUpInside)
        button.addTarget(nil, action: "increment:", for: .valueChanged)

        let targets = button.allTargets

        #expect(targets.count == 2)
        #expect(targets.contains(AnyHashable(target)))
        #expect(targets.contains { $0.base is NSNull })
        #expect(button.allControlEvents == [.touchUpInside, .valueChanged])
    }

    @Test("A UIAction's handler runs with the control as sender")
    func actionHandler() {
        UIApplication.shared.resetForTesting()
        let button = UIButton()
        var senders: [AnyObject] = []
        let action = UIAction(title: "Save") { action in
            if let sender = action.sender as AnyObject? { senders.append(sender) }
        }
        button.addAction(action, for: .touchUpInside)

        button.sendActions(for: .touchUpInside)

        #expect(senders.count == 1)
        #expect(senders.first === button)
        #expect(action.sender == nil)
    }

    @Test("An action with the identifier of one already added replaces it")
    func actionsAreUniqueByIdentifier() {
        UIApplication.shared.resetForTesting()
        let button = UIButton()
        var runs: [String] = []
        let identifier = UIAction.Identifier("save")
        button.addAction(UIAction(identifier: identifier) { _ in runs.append("first") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: identifier) { _ in runs.append("second") }, for: .touchUpInside)

        button.sendActions(for: .touchUpInside)

        #expect(runs == ["second"])
    }

    @Test("removeAction(identifiedBy:for:) and removeAction(_:for:) stop a UIAction")
    func removeActions() {
        UIApplication.shared.resetForTesting()
        let button = UIButton()
        var runs = 0
        let first = UIAction(identifier: UIAction.Identifier("one")) { _ in runs += 1 }
        let second = UIAction { _ in runs += 10 }
        button.addAction(first, for: .touchUpInside)
        button.addAction(second, for: .touchUpInside)

        button.removeAction(identifiedBy: UIAction.Identifier("one"), for: .touchUpInside)
        button.removeAction(second, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)

        #expect(runs == 0)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test("Actions run in the order they were added, targets and UIActions alike")
    func registrationOrder() {
        UIApplication.shared.resetForTesting()
        let control = ObservedControl()
        let target = TapTarget()
        var log: [String] = []
        control.addTarget(target, action: "tapped:", for: .valueChanged)
        control.addAction(UIAction { _ in log.append("action after \(target.taps) tap(s)") }, for: .valueChanged)
        control.addTarget(target, action: "reset", for: .valueChanged)

        control.sendActions(for: .valueChanged)

        #expect(control.dispatched == ["tapped:", "reset"])
        #expect(log == ["action after 1 tap(s)"])
        #expect(target.taps == 0)
    }

    @Test("A disabled control still sends from sendActions(for:), as UIKit does")
    func disabledControlStillSends() {
        UIApplication.shared.resetForTesting()
        let button = UIButton()
        let target = TapTarget()
        button.addTarget(target, action: "tapped:", for: .touchUpInside)
        button.isEnabled = false

        button.sendActions(for: .touchUpInside)

        #expect(target.taps == 1)
        #expect(button.state == .disabled)
    }

    @Test("A button's touchUpInside also sends its primaryActionTriggered actions")
    func touchUpInsideIsPrimaryAction() {
        UIApplication.shared.resetForTesting()
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in runs += 1 })

        button.sendActions(for: .touchUpInside)

        #expect(runs == 1)
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Go")
    }

    @Test("addTarget warns at once when the target does not list the action, naming class, selector and fix")
    func addTargetWarnsAboutUnlistedAction() {
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder()
        let button = UIButton()
        let target = SilentTarget()

        button.addTarget(target, action: "tapped:", for: .touchUpInside)

        #expect(recorder.diagnostics.count == 1)
        let warning = recorder.diagnostics.first ?? ""
        #expect(warning.contains("SilentTarget"))
        #expect(warning.contains("\"tapped:\""))
        #expect(warning.contains("actionMethods"))
    }

    @Test("addTarget does not warn for a listed action or a nil target")
    func addTargetSilentWhenListed() {
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder()
        let button = UIButton()
        let target = TapTarget()

        button.addTarget(target, action: "tapped:", for: .touchUpInside)
        button.addTarget(nil, action: "anything:", for: .touchUpInside)

        #expect(recorder.diagnostics.isEmpty)
    }

    @Test("Sending an unlisted action to an explicit target stops with UIKit's unrecognized-selector message")
    func unrecognizedSelectorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIApplication.shared.resetForTesting()
                let button = UIButton()
                let target = SilentTarget()
                button.addTarget(target, action: "tapped:", for: .touchUpInside)
                button.sendActions(for: .touchUpInside)
                withExtendedLifetime(target) {}
            }
        }

        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("NSInvalidArgumentException"))
        #expect(stderr.contains("SilentTarget tapped:]: unrecognized selector sent to instance"))
    }

    @Test("UIControl.Event and UIControl.State use UIKit's raw values")
    func rawValues() {
        UIApplication.shared.resetForTesting()

        let events: [(UIControl.Event, UInt)] = [
            (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchUpInside, 64),
            (.touchCancel, 256), (.valueChanged, 4096), (.primaryActionTriggered, 8192),
            (.editingDidBegin, 65536), (.editingChanged, 131072), (.editingDidEnd, 262144),
            (.editingDidEndOnExit, 524288), (.allTouchEvents, 0xFFF), (.allEditingEvents, 0xF0000),
            (.allEvents, 0xFFFF_FFFF),
        ]
        let states: [(UIControl.State, UInt)] = [(.normal, 0), (.highlighted, 1), (.disabled, 2), (.selected, 4), (.focused, 8)]

        for (event, raw) in events { #expect(event.rawValue == raw) }
        for (state, raw) in states { #expect(state.rawValue == raw) }
    }

    @Test("state combines isEnabled, isSelected and isHighlighted")
    func stateFlags() {
        UIApplication.shared.resetForTesting()
        let control = UIControl()
        #expect(control.state == .normal)

        control.isSelected = true
        control.isHighlighted = true

        #expect(control.state == [.selected, .highlighted])
    }
}
