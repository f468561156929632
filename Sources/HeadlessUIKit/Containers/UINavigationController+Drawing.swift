import Foundation

// Issue 12: HeadlessUIKit keeps a navigation controller's bar and toolbar out of the view hierarchy (rule notes in
// UINavigationController.swift), but UIKit shows them over the controller's view: the bar under the status bar, its
// background reaching up to the screen's top edge, the toolbar above the home indicator, its background reaching the
// bottom. Pictures draw them there, after the view's subviews.

extension UINavigationController {
    /// Draws the navigation bar and toolbar where UIKit shows them, over the controller's view.
    func drawManagedBars(in ctx: CGContext) {
        guard let view = viewIfLoaded else { return }
        let insets = view.safeAreaInsets
        let width = view.bounds.width
        if !isNavigationBarHidden {
            // The bar's own drawing puts items in its last 44 points and its background over all of it.
            navigationBar.frame = CGRect(x: 0, y: 0, width: width, height: insets.top + UINavigationBar.standardHeight)
            LayerRenderer.drawPlaced(navigationBar.layer, in: ctx)
        }
        if !isToolbarHidden, let toolbar {
            let height = UIToolbar.standardHeight + insets.bottom
            toolbar.frame = CGRect(x: 0, y: view.bounds.height - height, width: width, height: height)
            LayerRenderer.drawPlaced(toolbar.layer, in: ctx)
        }
    }
}
