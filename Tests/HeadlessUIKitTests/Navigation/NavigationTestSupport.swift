import Foundation
import Testing
@testable import HeadlessUIKit

/// A visible window holding a navigation controller, with named controllers and a recorder.
@MainActor
struct NavigationStage {
    let stage: Stage
    let nav: UINavigationController

    /// Shows `UINavigationController(rootViewController: root)` in a visible window, lets the launch
    /// finish, names the navigation controller "Nav" and clears the recorder.
    init(root: UIViewController, named name: String) {
        stage = Stage()
        nav = UINavigationController(rootViewController: root)
        stage.name(nav, "Nav")
        stage.name(root, name)
        stage.show(nav)
        stage.clear()
    }

    func name(_ object: AnyObject, _ name: String) { stage.name(object, name) }

    /// The recorded controller callbacks without the layout ones (rule 33: not paired with appearance).
    var lines: [String] { stage.lines.filter { !$0.contains("LayoutSubviews") } }

    func clear() { stage.clear() }

    /// Runs the scheduler until nothing is pending.
    func settle() { UIApplication.shared.runUntilIdle() }
}

/// Pushes or pops `animated`, and settles.
let animationCases: [Bool] = [false, true]

/// A delegate that notes its calls.
@MainActor
final class NavigationDelegateProbe: UINavigationControllerDelegate {
    var calls: [String] = []
    var names: [ObjectIdentifier: String] = [:]

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        calls.append("willShow \(names[ObjectIdentifier(viewController)] ?? "?") animated=\(animated)")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        calls.append("didShow \(names[ObjectIdentifier(viewController)] ?? "?") animated=\(animated)")
    }
}
