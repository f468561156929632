import Foundation

// Controls with a value, and rows. Each does what a user's gesture does and sends what that
// gesture sends (a value change sends `.valueChanged`; the same value sends nothing), then runs
// the app's deferred work until idle. They stop when the element is not of the right kind, is
// disabled, hidden or ignores touches; the `…OrThrow` twins throw instead.
extension HeadlessElement {
    /// Turns a switch on or off as a finger flicking it does (`.valueChanged` when it changes).
    public func setOn(_ on: Bool) {
        do { try setOnOrThrow(on) } catch { error.raise() }
    }

    /// `setOn(_:)`, throwing instead of stopping.
    public func setOnOrThrow(_ on: Bool) throws(HeadlessDriverError) {
        let toggle: UISwitch = try control("a switch")
        guard toggle.isOn != on else { return }
        toggle.setOn(on, animated: true)
        toggle.sendActions(for: .valueChanged)
        UIApplication.shared.runUntilIdle()
    }

    /// Flips a switch (`.valueChanged`).
    public func flip() {
        do { try flipOrThrow() } catch { error.raise() }
    }

    /// `flip()`, throwing instead of stopping.
    public func flipOrThrow() throws(HeadlessDriverError) {
        let toggle: UISwitch = try control("a switch")
        try setOnOrThrow(!toggle.isOn)
    }

    /// Drags a slider's thumb to `value` (clamped to its range), then `.valueChanged`.
    public func adjust(to value: Float) {
        do { try adjustOrThrow(to: value) } catch { error.raise() }
    }

    /// `adjust(to:)`, throwing instead of stopping.
    public func adjustOrThrow(to value: Float) throws(HeadlessDriverError) {
        let slider: UISlider = try control("a slider")
        let old = slider.value
        slider.setValue(value, animated: true)
        if slider.value != old { slider.sendActions(for: .valueChanged) }
        UIApplication.shared.runUntilIdle()
    }

    /// Picks a date in a date picker (clamped to its limits), then `.valueChanged`
    /// (`UIDatePicker.simulateDateSelection(_:)`).
    public func pick(_ date: Date) {
        do { try pickOrThrow(date) } catch { error.raise() }
    }

    /// `pick(_:)`, throwing instead of stopping.
    public func pickOrThrow(_ date: Date) throws(HeadlessDriverError) {
        let picker: UIDatePicker = try control("a date picker")
        picker.simulateDateSelection(date)
        UIApplication.shared.runUntilIdle()
    }

    /// Spins a picker view's component to `row`: the delegate hears `didSelectRow`
    /// (`UIPickerView.simulateSelection(row:inComponent:)`).
    public func select(row: Int, inComponent component: Int = 0) {
        do { try selectOrThrow(row: row, inComponent: component) } catch { error.raise() }
    }

    /// `select(row:inComponent:)`, throwing instead of stopping.
    public func selectOrThrow(row: Int, inComponent component: Int = 0) throws(HeadlessDriverError) {
        let picker: UIPickerView = try control("a picker view")
        let rows = picker.numberOfRows(inComponent: component)
        guard (0..<rows).contains(row) else {
            throw failure(.unsupported, "has no row \(row) in component \(component) (it has \(rows))")
        }
        picker.simulateSelection(row: row, inComponent: component)
        UIApplication.shared.runUntilIdle()
    }

    /// Taps a stepper's + (`UIStepper.simulateIncrement()`).
    public func increment() {
        do { try incrementOrThrow() } catch { error.raise() }
    }

    /// `increment()`, throwing instead of stopping.
    public func incrementOrThrow() throws(HeadlessDriverError) {
        let stepper: UIStepper = try control("a stepper")
        stepper.simulateIncrement()
        UIApplication.shared.runUntilIdle()
    }

    /// Taps a stepper's − (`UIStepper.simulateDecrement()`).
    public func decrement() {
        do { try decrementOrThrow() } catch { error.raise() }
    }

    /// `decrement()`, throwing instead of stopping.
    public func decrementOrThrow() throws(HeadlessDriverError) {
        let stepper: UIStepper = try control("a stepper")
        stepper.simulateDecrement()
        UIApplication.shared.runUntilIdle()
    }

    /// Swipes a table cell and taps its Delete button (in editing mode: its delete control,
    /// then Delete): the data source hears `tableView(_:commit: .delete, forRowAt:)`
    /// (`UITableView.simulateSwipeToDelete(at:)`). Stops when the row shows no Delete button.
    public func swipeToDelete() {
        do { try swipeToDeleteOrThrow() } catch { error.raise() }
    }

    /// `swipeToDelete()`, throwing instead of stopping.
    public func swipeToDeleteOrThrow() throws(HeadlessDriverError) {
        let (table, indexPath) = try tableRow()
        guard table.simulateSwipeToDelete(at: indexPath) else {
            throw failure(.unsupported, "shows no Delete button (its row cannot be edited, or the delegate gives its own swipe actions)")
        }
        UIApplication.shared.runUntilIdle()
    }

    /// Swipes a table cell and taps the swipe action titled `title`
    /// (`UITableView.simulateSwipeAction(_:at:)`).
    public func swipeAction(_ title: String) {
        do { try swipeActionOrThrow(title) } catch { error.raise() }
    }

    /// `swipeAction(_:)`, throwing instead of stopping.
    public func swipeActionOrThrow(_ title: String) throws(HeadlessDriverError) {
        let (table, indexPath) = try tableRow()
        guard table.simulateSwipeAction(title, at: indexPath) else {
            throw failure(.unsupported, "shows no swipe action titled \"\(title)\"")
        }
        UIApplication.shared.runUntilIdle()
    }

    private func control<Control: UIView>(_ kind: String) throws(HeadlessDriverError) -> Control {
        let node = try resolve().get()
        guard let control = node.view as? Control else { throw failure(.unsupported, "is not \(kind)") }
        if let problem = hittabilityProblem(node) { throw failure(.notHittable, "cannot be used: it \(problem)") }
        return control
    }

    private func tableRow() throws(HeadlessDriverError) -> (UITableView, IndexPath) {
        let cell: UITableViewCell = try control("a table view cell")
        guard let table = Self.enclosing(UITableView.self, of: cell), let indexPath = table.indexPath(for: cell) else {
            throw failure(.notHittable, "is a cell that is not in a table")
        }
        return (table, indexPath)
    }
}
