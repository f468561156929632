import Foundation

// Taps. A tap goes where UIKit's hit-testing sends a finger: down the window's views to the
// element, stopping above the first view that ignores touches (`isUserInteractionEnabled` false:
// labels and image views by default), so a tap on a cell's label selects the cell. From there up,
// the first of these takes it: a control (touch down, then touch up inside, as a finger sends
// them), a view with tap gesture recognizers (they recognize and send their actions), a table or
// collection view cell (the table's selection, with the delegate's will/did select and the
// cell's storyboard segue). Bar button items run their action or storyboard segue, the back
// button pops, tab bar items switch tabs, alert actions dismiss the alert and run their handler.
// Afterwards the driver runs the app's deferred work until idle, as XCUITest waits for the app.
extension HeadlessElement {
    /// Taps the element as a finger does, then lets the app settle (`runUntilIdle()`). Stops,
    /// listing what is on screen, when the element is missing, disabled, hidden or ignores
    /// touches, or when nothing there responds to a tap.
    public func tap() {
        do { try tapOrThrow() } catch { error.raise() }
    }

    /// `tap()`, throwing instead of stopping.
    public func tapOrThrow() throws(HeadlessDriverError) {
        let node = try resolve().get()
        if let problem = hittabilityProblem(node) { throw failure(.notHittable, "cannot be tapped: it \(problem)") }
        switch node.target {
        case .view(let view):
            try tapView(view)
        case .barItem(let item):
            if let custom = item.customView { try tapView(custom) } else { item.simulateTap() }
        case .backButton(let bar):
            bar.simulateBackButtonTap()
        case .tabItem(let item, let bar):
            guard bar.simulateTap(on: item) else { throw failure(.notHittable, "cannot be tapped: its tab bar ignored the tap") }
        case .alertAction(let action, let alert):
            guard alert.simulateTap(on: action) else { throw failure(.notHittable, "cannot be tapped: the alert ignored the tap") }
        case .alert, .alertText:
            throw failure(.unsupported, "does not respond to a tap")
        }
        UIApplication.shared.runUntilIdle()
    }

    private func tapView(_ view: UIView) throws(HeadlessDriverError) {
        var current: UIView? = receiver(of: view)
        while let candidate = current, !(candidate is UIWindow) {
            switch candidate {
            case let field as UITextField:
                guard field.isFirstResponder || field.becomeFirstResponder() else {
                    throw failure(.notHittable, "did not become first responder (its delegate refused)")
                }
                return
            case let textView as UITextView:
                _ = textView.becomeFirstResponder()
                return
            case let search as UISearchBar:
                _ = search.becomeFirstResponder()
                return
            case let control as UIControl:
                Self.touch(control)
                return
            default:
                break
            }
            let taps = (candidate.gestureRecognizers ?? []).filter { $0 is UITapGestureRecognizer && $0.isEnabled }
            if !taps.isEmpty {
                for recognizer in taps { recognizer.simulateRecognition() }
                return
            }
            if let cell = candidate as? UITableViewCell {
                guard let table = Self.enclosing(UITableView.self, of: cell), let indexPath = table.indexPath(for: cell) else {
                    throw failure(.notHittable, "is a cell that is not in a table")
                }
                table.simulateSelection(at: indexPath)
                return
            }
            if let cell = candidate as? UICollectionViewCell {
                guard let collection = Self.enclosing(UICollectionView.self, of: cell),
                      let indexPath = collection.indexPath(for: cell) else {
                    throw failure(.notHittable, "is a cell that is not in a collection view")
                }
                collection.simulateSelection(at: indexPath)
                return
            }
            current = candidate.superview
        }
        var message = "does not respond to a tap: no control, tap gesture recognizer or cell takes it"
        if !view.isUserInteractionEnabled, view.gestureRecognizers?.isEmpty == false {
            message += " (its own gesture recognizers do not fire: its isUserInteractionEnabled is false)"
        }
        throw failure(.unsupported, message)
    }

    /// Where hit-testing delivers a touch on `view`: the view, or the superview of the highest
    /// view between the window and it that ignores touches.
    private func receiver(of view: UIView) -> UIView? {
        var chain: [UIView] = []
        var current: UIView? = view
        while let next = current { chain.insert(next, at: 0); current = next.superview }
        for (index, step) in chain.enumerated() where !step.isUserInteractionEnabled {
            return index > 0 ? chain[index - 1] : nil
        }
        return view
    }

    /// A finger's touch on a control: highlighted, `.touchDown`; a switch flips and sends
    /// `.valueChanged`; unhighlighted, `.touchUpInside` (with a button's primary action).
    static func touch(_ control: UIControl) {
        control.isHighlighted = true
        control.sendActions(for: .touchDown)
        if let toggle = control as? UISwitch {
            toggle.setOn(!toggle.isOn, animated: true)
            toggle.sendActions(for: .valueChanged)
        }
        control.isHighlighted = false
        control.sendActions(for: .touchUpInside)
    }

    static func enclosing<Container: UIView>(_ type: Container.Type, of view: UIView) -> Container? {
        var current = view.superview
        while let next = current {
            if let match = next as? Container { return match }
            current = next.superview
        }
        return nil
    }

    /// Why a user could not touch the element now, or nil when they could.
    func hittabilityProblem(_ node: DriverNode) -> String? {
        switch node.target {
        case .view(let view):
            guard view.window === query.window else { return "is not in the window" }
            if let control = view as? UIControl, !control.isEnabled { return "is disabled" }
            var current: UIView? = view
            while let next = current {
                if next.isHidden { return next === view ? "is hidden" : "is inside a hidden \(type(of: next))" }
                if next.alpha <= 0.01 { return next === view ? "is transparent (alpha \(next.alpha))" : "is inside a transparent \(type(of: next))" }
                // A control must get the touch itself; a label or image passes it to what is behind.
                if view is UIControl || view is UISearchBar, !next.isUserInteractionEnabled {
                    return next === view ? "ignores touches (isUserInteractionEnabled is false)"
                        : "is inside a \(type(of: next)) that ignores touches (isUserInteractionEnabled is false)"
                }
                current = next.superview
            }
            return nil
        case .barItem(let item):
            if !item.isEnabled { return "is disabled" }
            if let custom = item.customView, custom.window !== query.window { return "is not in the window" }
            return nil
        case .tabItem(let item, _):
            return item.isEnabled ? nil : "is disabled"
        case .alertAction(let action, _):
            return action.isEnabled ? nil : "is disabled"
        case .backButton, .alert, .alertText:
            return nil
        }
    }

    /// An error about this element: "app.buttons["Save"] (button "Save") cannot be tapped: …".
    func failure(_ kind: HeadlessDriverError.Kind, _ reason: String) -> HeadlessDriverError {
        let summary = (try? resolve().get()).map { " (\($0.summary))" } ?? ""
        let screen = DriverSnapshot.take(query.window).outline().map { "  " + $0 }.joined(separator: "\n")
        return HeadlessDriverError(kind: kind, message: "\(description)\(summary) \(reason).\nOn screen:\n\(screen)")
    }
}
