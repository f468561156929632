import Foundation
@_spi(Tools) import HeadlessUIKit
import InterfaceBuilder

/// Names runtime constraints and views by the IB file's ids and user labels, as Xcode's Auto Layout issues do:
/// a runtime constraint is paired with the IB constraint its view holds with the same items, attributes and relation.
@MainActor
struct LintLayoutNames {
    let document: IBDocument
    /// IB object index by runtime view.
    private var indexOfView: [ObjectIdentifier: Int] = [:]
    /// Runtime view by IB object index.
    private var viewOfIndex: [Int: UIView] = [:]

    init(document: IBDocument, comparison: LayoutComparison) {
        self.document = document
        for pair in comparison.pairs {
            indexOfView[ObjectIdentifier(pair.view)] = pair.index
            viewOfIndex[pair.index] = pair.view
        }
    }

    /// A constraint as `"Title".leading = UIView (id v1).leading + 20 (id c1)`, with its IB position when found.
    func describe(_ constraint: NSLayoutConstraint) -> (text: String, position: IBSourcePosition?) {
        if let ib = ibConstraint(for: constraint) {
            let first = ib.firstItemIndex ?? ib.owner
            var text = "\(name(first)).\(ib.firstAttribute ?? "?") \(relation(ib.relation))"
            if let second = ib.secondItemIndex {
                text += " \(name(second)).\(ib.secondAttribute ?? "?")"
                let m = ib.multiplier ?? "1"
                if m != "1" { text += " × \(m)" }
                if ib.constant != 0 { text += " \(ib.constant < 0 ? "-" : "+") \(LintLayoutNames.number(abs(ib.constant)))" }
            } else {
                text += " \(LintLayoutNames.number(ib.constant))"
            }
            if let priority = ib.priority, priority < 1000 { text += " @\(LintLayoutNames.number(priority))" }
            return (text + " (id \(ib.id ?? "?"))", ib.position)
        }
        return (constraint.description, nil)
    }

    /// How a message names an object: `"Title" (UILabel, id l1)` or `UILabel (id l1)`, a guide by its owner.
    func name(_ index: Int) -> String {
        let object = document[index]
        if object.kind == "viewLayoutGuide" || object.kind == "layoutGuide" {
            let owner = object.parent.map { name($0) } ?? "the view"
            return "\(owner).\(object.key ?? "layoutGuide")"
        }
        let kind = object.customClass ?? NibNames.viewClass(forKind: object.kind)
        return object.userLabel.map { "\"\($0)\" (\(kind), id \(object.id))" } ?? "\(kind) (id \(object.id))"
    }

    /// The IB constraint a runtime constraint came from: held by the paired view, same attributes, relation and items.
    func ibConstraint(for constraint: NSLayoutConstraint) -> IBConstraint? {
        guard let holder = viewOfIndex.first(where: { $0.value.constraints.contains { $0 === constraint } })?.key else { return nil }
        let candidates = document.constraints.filter {
            $0.owner == holder && $0.isInstalled && $0.isRemovedAtBuildTime != true
                && $0.firstAttribute.map(LintLayoutNames.attribute) == constraint.firstAttribute
                && ($0.secondAttribute.map(LintLayoutNames.attribute) ?? .notAnAttribute) == constraint.secondAttribute
                && LintLayoutNames.relation($0.relation) == constraint.relation
                && matches(constraint.firstItem, $0.firstItemIndex ?? holder)
                && ($0.secondItemIndex.map { matches(constraint.secondItem, $0) } ?? (constraint.secondItem == nil))
        }
        return candidates.first { abs($0.constant - Double(constraint.constant)) < 0.001 } ?? candidates.first
    }

    /// Whether a runtime item is the IB object: the paired view, or (for guides, which are not paired) any guide.
    private func matches(_ item: AnyObject?, _ index: Int) -> Bool {
        guard let item else { return false }
        if let paired = indexOfView[ObjectIdentifier(item)] { return paired == index }
        return viewOfIndex[index] == nil
    }

    private func relation(_ name: String?) -> String {
        name == "greaterThanOrEqual" ? ">=" : name == "lessThanOrEqual" ? "<=" : "="
    }

    static func relation(_ name: String?) -> NSLayoutConstraint.Relation {
        name == "greaterThanOrEqual" ? .greaterThanOrEqual : name == "lessThanOrEqual" ? .lessThanOrEqual : .equal
    }

    /// The runtime attribute of an IB attribute name (`leading`, `baseline` = last baseline, `centerXWithinMargins`…).
    static func attribute(_ name: String) -> NSLayoutConstraint.Attribute {
        let table: [String: NSLayoutConstraint.Attribute] = [
            "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
            "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
            "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
            "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
            "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
        ]
        return table[name] ?? .notAnAttribute
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
