import Foundation

extension UIViewController {
    /// The drawing of this controller shown full screen, as a tool or a snapshot sees it: the root of a new
    /// screen-sized window, shown, drained (deferred main-queue work runs, as a run loop turn would) and laid out;
    /// afterwards the window is hidden and lets the controller go.
    package func fullScreenDrawing(scale: CGFloat) -> Drawing {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = self
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        window.layoutIfNeeded()
        let drawing = window.drawing(scale: scale)
        window.isHidden = true
        window.rootViewController = nil
        return drawing
    }
}
