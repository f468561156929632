import Foundation

extension UIView {
    /// The hierarchy from this view down, one view per line, indented like UIKit's
    /// `recursiveDescription` (`   | ` per level). Addresses are left out so the text is stable.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        var stack: [(UIView, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + view.describeView(includingAddress: false))
            stack.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }

    func describeView(includingAddress: Bool) -> String {
        var parts = [includingAddress ? "\(uikitDescription(self).dropFirst().dropLast())" : uikitTypeName(type(of: self))]
        parts.append("frame = \(describe(frame))")
        if storedBounds.origin != .zero { parts.append("bounds = \(describe(storedBounds))") }
        if !autoresizingMask.isEmpty { parts.append("autoresize = \(describeMask(autoresizingMask))") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(number(alpha))") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if clipsToBounds { parts.append("clipsToBounds = YES") }
        if let backgroundColor { parts.append("backgroundColor = \(backgroundColor)") }
        parts.append(contentsOf: descriptionDetails)
        if let controller = owningController { parts.append("viewController = \(uikitTypeName(type(of: controller)))") }
        return "<" + parts.joined(separator: "; ") + ">"
    }

    private func describeMask(_ mask: AutoresizingMask) -> String {
        // UIKit's notation: LM+W+RM+TM+H+BM.
        let names: [(AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
