import Foundation

/// Recognizes a pan that starts at an edge of the screen (a continuous gesture).
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from. Default none.
    open var edges: UIRectEdge = []
}
