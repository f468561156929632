import Foundation

// UIKit lays a text field out from rectangles it asks itself for (borderRect, textRect, placeholderRect,
// editingRect, clearButtonRect, leftViewRect, rightViewRect): apps override them to pad the text
// (`bounds.inset(by: padding)`). The defaults here follow the drawing: 7 points in from a border.

extension UITextField {
    /// Whether a side view with this mode shows now.
    func sideViewShows(_ view: UIView?, mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    func sideViewRect(_ view: UIView?, leading: Bool, in bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        let size = view.frame.size
        let x = leading ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = borderStyle == .none ? 0 : 7
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if sideViewShows(leftView, mode: leftViewMode) {
            let left = leftViewRect(forBounds: bounds)
            rect.size.width -= max(0, left.maxX - rect.minX)
            rect.origin.x = max(rect.minX, left.maxX)
        }
        if sideViewShows(rightView, mode: rightViewMode) {
            let right = rightViewRect(forBounds: bounds)
            rect.size.width = max(0, min(rect.maxX, right.minX) - rect.minX)
        }
        return rect
    }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        var trailing = bounds.maxX - 5
        if sideViewShows(rightView, mode: rightViewMode) { trailing = rightViewRect(forBounds: bounds).minX - 5 }
        return CGRect(x: trailing - 19, y: bounds.midY - 9.5, width: 19, height: 19)
    }
}
