import Foundation

extension UIViewController {
    /// Whether a simulated user action (`name`) on this presented system controller (a picker, a
    /// share sheet) can happen: it must be presented; otherwise a warning says nothing happens.
    func isPresentedForSimulation(_ name: String) -> Bool {
        guard presentingViewController == nil else { return true }
        Diagnostics.warning("\(name) on \(self), which is not presented; nothing happens.")
        return false
    }
}
