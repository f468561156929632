import Foundation
import LayoutSolver

// UIKit's words when Auto Layout goes wrong: conflicts (logged, one constraint broken, layout goes
// on) and ambiguity (a debug call), with constraints described as UIKit describes them.

extension LayoutEngine {
    /// Logs UIKit's "Unable to simultaneously satisfy constraints." with the conflicting
    /// constraints and the one broken to recover, through the logger and to recorders.
    func reportConflict(adding new: String, conflicting ids: [ConstraintID], breaking constraint: NSLayoutConstraint?) {
        var lines = ids.compactMap { id -> String? in
            if let constraint = installedByID[id] { return constraint.description }
            return internals[id].map(describe)
        }
        lines.append(new)
        let message = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
        (
        \(lines.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint 
        \(new)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """
        conflictCount += 1
        if let observer = LayoutConflicts.observer {
            var constraints = ids.compactMap { installedByID[$0] }
            if let constraint, !constraints.contains(where: { $0 === constraint }) { constraints.append(constraint) }
            observer(constraints, ids.compactMap { installedByID[$0] == nil ? internals[$0].map(describe) : nil })
        }
        Diagnostics.warning(message)
    }

    /// UIKit's description of a constraint HeadlessUIKit made itself.
    func describe(_ kind: Internal) -> String {
        switch kind {
        case .mask(let view, let attribute, let code):
            let value = view.frame
            let number: CGFloat = attribute == .left ? value.minX : attribute == .top ? value.minY : attribute == .width ? value.width : value.height
            let name = attribute == .left ? "minX" : attribute == .top ? "minY" : attribute.name
            return "<NSAutoresizingMaskLayoutConstraint:\(LayoutItems.address(view)) \(code) \(LayoutItems.itemName(view)).\(name) == \(LayoutItems.number(number))   (active)>"
        case .contentSize(let view, let attribute, let hugging, let value):
            let relation = hugging ? "<=" : ">="
            let priority = hugging ? view.contentHuggingPriority(for: attribute == .width ? .horizontal : .vertical)
                : view.contentCompressionResistancePriority(for: attribute == .width ? .horizontal : .vertical)
            return "<NSContentSizeLayoutConstraint:\(LayoutItems.address(view)) \(LayoutItems.itemName(view)).\(attribute.name) \(relation) \(LayoutItems.number(value)) \(hugging ? "Hug" : "CompressionResistance"):\(priority)   (active)>"
        case .guide(let guide, let attribute):
            return "<NSLayoutConstraint:\(LayoutItems.address(guide)) '\(guide.identifier)' \(LayoutItems.itemName(guide)).\(attribute.name) == \(guide.owningView.map(LayoutItems.itemName) ?? "(null)").\(attribute.name)   (active)>"
        case .legacyGuide(let view, let attribute):
            return "<_UILayoutSupportConstraint:\(LayoutItems.address(view)) \(LayoutItems.itemName(view)).\(attribute.name) == \(LayoutItems.number(attribute == .height ? view.frame.height : 0))   (active)>"
        case .root(let view, let attribute):
            let size = view.bounds.size
            let value: CGFloat = attribute == .width ? size.width : attribute == .height ? size.height : 0
            return "<NSLayoutConstraint:\(LayoutItems.address(view)) '\(view is UIWindow ? "UIWindow-size" : "UIView-Encapsulated-Layout")' \(LayoutItems.itemName(view)).\(attribute.name) == \(LayoutItems.number(value))   (active)>"
        }
    }

    /// Every constraint that places the view on an axis, as UIKit lists them.
    func constraintsAffecting(_ view: UIView, vertical: Bool) -> [NSLayoutConstraint] {
        updateIfNeeded()
        return installedByID.sorted { $0.key.id < $1.key.id }.map(\.value).filter { constraint in
            constraint.involvedViews.contains { $0 === view } && constraint.firstAttribute.isVertical == vertical
        }
    }
}

extension UIView {
    /// UIKit's `h=-&- v=---` code for a mask: margin, size, margin per axis; `&` stretches.
    var maskCode: String {
        let mask = autoresizingMask
        func symbol(_ flag: AutoresizingMask) -> String { mask.contains(flag) ? "&" : "-" }
        return "h=\(symbol(.flexibleLeftMargin))\(symbol(.flexibleWidth))\(symbol(.flexibleRightMargin)) "
            + "v=\(symbol(.flexibleTopMargin))\(symbol(.flexibleHeight))\(symbol(.flexibleBottomMargin))"
    }
}
