import Foundation

/// Reads Apple's Visual Format Language the way UIKit's parser does: one ASCII character at a
/// time, no spaces allowed, failing with UIKit's reasons and a caret under the character it
/// stopped at.
///
/// What it builds, as UIKit builds it:
/// - a connection `[a]-c-[b]` is `b.leading == a.trailing + c` (the later item first, so the
///   constant reads as a positive space); `[a]-c-|` is `superview.trailing == a.trailing + c`;
///   right-to-left swaps the items (`a.left == b.right + c`);
/// - a view's predicates `[a(>=50)]`, `[a(==b)]` are its width (height for `V:`), listed after the
///   connection that reaches the view; alignment constraints come last;
/// - the standard space `-` between siblings is 8 points (`UIView.systemSpacing`, the value of
///   `constraint(equalToSystemSpacingAfter:multiplier:)` and of IB's "Standard").
/// - the standard space to the superview `|-[a]` is *not* the 20 points of Apple's (iOS 7 era)
///   guide: since iOS 8 UIKit ties it to the superview's layout margins instead — the item is the
///   superview's `layoutMarginsGuide`, the constant 0 — so it follows `layoutMargins` (8 by
///   default, more in a view controller's root view). We do the same.
@MainActor
struct VisualFormatParser {
    private let format: String
    private let chars: [UInt8]
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var position = 0
    private var horizontal = true
    private var constraints: [NSLayoutConstraint] = []
    private var alignments: [NSLayoutConstraint] = []

    /// A predicate waiting for its items: `(>=b@750)` or the space of a connection.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var priority: UILayoutPriority = .required
        /// The view a size predicate relates to (`[a(==b)]`).
        var view: AnyObject?
        /// The standard space (`-` alone).
        var isStandard = false
    }

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        chars = Array(format.utf8)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    /// The constraints, in UIKit's order.
    mutating func parse() throws(UIKitException) -> [NSLayoutConstraint] {
        guard !chars.isEmpty else { throw UIKitException.invalidArgument("Unable to parse constraint format: It's an empty string.") }
        guard chars.allSatisfy({ $0 < 0x80 }) else {
            throw UIKitException.invalidArgument("Unable to parse constraint format: It contains non-ASCII characters.")
        }
        if chars[0] == ascii("H") || chars[0] == ascii("V") {
            horizontal = chars[0] == ascii("H")
            position = 1
            guard peek == ascii(":") else {
                throw fail(horizontal ? "Expected ':' after 'H' to specify horizontal arrangement"
                    : "Expected ':' after 'V' to specify vertical arrangement")
            }
            position = 2
        }
        var left: AnyObject?
        if peek == ascii("|") {
            position += 1
            guard position < chars.count else { throw fail("Expected a connection after the '|' character") }
            let connection = try parseConnection()
            let view = try parseView()
            try finish(connection, left: nil, right: view.item)
            constraints += view.sizes
            left = view.item
        } else {
            let view = try parseView()
            constraints += view.sizes
            left = view.item
        }
        while position < chars.count {
            let connection = try parseConnection()
            if peek == ascii("[") {
                let view = try parseView()
                try finish(connection, left: left, right: view.item)
                constraints += view.sizes
                left = view.item
            } else if peek == ascii("|") {
                position += 1
                try finish(connection, left: left, right: nil)
                break
            } else {
                throw fail("Expected a view or '|'")
            }
        }
        guard position == chars.count else { throw fail("Expected the end of the format string") }
        return constraints + alignments
    }

    // MARK: Grammar

    /// `[name]` or `[name(predicates)]`: the view, and its size constraints.
    private mutating func parseView() throws(UIKitException) -> (item: AnyObject, sizes: [NSLayoutConstraint]) {
        guard peek == ascii("[") else { throw fail("Expected a view") }
        position += 1
        guard position < chars.count else { throw fail("Expected a view") }
        let name = readName()
        guard !name.isEmpty else {
            throw fail("Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.")
        }
        guard let item = layoutItem(named: name) else { throw fail("\(name) is not a key in the views dictionary.") }
        if peek == ascii("]") {
            position += 1
            return (item, [])
        }
        guard peek == ascii("(") else { throw fail("Expected a ']' here. That is how you give the end of a view.") }
        position += 1
        guard position < chars.count else { throw fail("Unexpectedly ran out of character fodder in the middle of parsing a view") }
        let predicates = try parsePredicateList(viewsAllowed: true)
        guard peek == ascii(")") else {
            throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        position += 1
        guard peek == ascii("]") else { throw fail("Expected ']' after specifying thickness.") }
        position += 1
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let sizes = predicates.map { predicate in
            make(item, size, predicate.relation, predicate.view, predicate.view == nil ? .notAnAttribute : size,
                 predicate.constant, predicate.priority)
        }
        return (item, sizes)
    }

    /// Nothing (flush), `-` (standard), `-20-`, `-metric-`, `->=20@750-` or `-(predicates)-`.
    private mutating func parseConnection() throws(UIKitException) -> [Predicate] {
        guard peek == ascii("-") else { return [Predicate()] }
        position += 1
        if peek == ascii("|") || peek == ascii("[") { return [Predicate(isStandard: true)] }
        let predicates: [Predicate]
        if peek == ascii("-") {
            throw fail("Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.")
        } else if peek == ascii("(") {
            position += 1
            predicates = try parsePredicateList(viewsAllowed: false)
            guard peek == ascii(")") else {
                throw fail("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
            position += 1
        } else {
            predicates = [try parsePredicate(viewsAllowed: false)]
        }
        if peek == ascii(",") {
            throw fail("Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints")
        }
        guard peek == ascii("-") else { throw fail("Expected a '-' here") }
        position += 1
        return predicates
    }

    /// `predicate(,predicate)*`.
    private mutating func parsePredicateList(viewsAllowed: Bool) throws(UIKitException) -> [Predicate] {
        var predicates = [try parsePredicate(viewsAllowed: viewsAllowed)]
        while peek == ascii(",") {
            position += 1
            predicates.append(try parsePredicate(viewsAllowed: viewsAllowed))
        }
        return predicates
    }

    /// `(==|<=|>=)?(number|metric|view)(@(number|metric))?`.
    private mutating func parsePredicate(viewsAllowed: Bool) throws(UIKitException) -> Predicate {
        guard let first = peek else { throw fail("Expected more input") }
        var predicate = Predicate()
        if first == ascii("<") || first == ascii(">") || first == ascii("=") {
            predicate.relation = first == ascii("<") ? .lessThanOrEqual : first == ascii(">") ? .greaterThanOrEqual : .equal
            position += 1
            guard peek == ascii("=") else { throw fail("Unknown relation. Must be ==, >=, or <=") }
            position += 1
        }
        (predicate.constant, predicate.view) = try parseConstant(viewsAllowed: viewsAllowed)
        if peek == ascii("@") {
            position += 1
            let value = try parseConstant(viewsAllowed: false).value
            if value <= 0 {
                throw fail("Invalid priority specified: \(String(format: "%g", Double(value))). Priority must be greater than 0")
            }
            if value > 1000 {
                throw fail("Invalid priority specified: \(String(format: "%g", Double(value))). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.")
            }
            predicate.priority = UILayoutPriority(Float(value))
        }
        return predicate
    }

    /// A number, a metric's value, or (in a view's predicate) another view to match in size.
    private mutating func parseConstant(viewsAllowed: Bool) throws(UIKitException) -> (value: CGFloat, view: AnyObject?) {
        guard let first = peek else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if first == ascii("-") || isDigit(first) {
            guard let number = readNumber() else {
                throw fail("Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            return (number, nil)
        }
        guard isNameStart(first) else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        let name = readName()
        if let value = metrics[name].flatMap(Self.number) { return (value, nil) }
        if let view = layoutItem(named: name) {
            guard viewsAllowed else {
                throw fail("It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]")
            }
            return (0, view)
        }
        throw fail("Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
    }

    // MARK: Constraints

    /// Makes a connection's constraints between `left` and `right` (nil: the superview), and the
    /// alignment constraints between two views.
    private mutating func finish(_ predicates: [Predicate], left: AnyObject?, right: AnyObject?) throws(UIKitException) {
        let direction = options.rawValue & NSLayoutConstraint.FormatOptions.directionMask.rawValue
        let explicit = direction != 0
        let baseline = options.contains(.spacingBaselineToBaseline)
        if horizontal && baseline { throw fail("BaselineToBaseline format option not valid for horizontal layout") }
        // Right to left: the earlier item is the first one, so the space still reads positive.
        let (first, second) = horizontal && direction == NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue
            ? (left, right) : (right, left)
        let startOfView: NSLayoutConstraint.Attribute = horizontal ? (explicit ? .left : .leading) : (baseline ? .firstBaseline : .top)
        let endOfView: NSLayoutConstraint.Attribute = horizontal ? (explicit ? .right : .trailing) : (baseline ? .lastBaseline : .bottom)
        let startOfContainer: NSLayoutConstraint.Attribute = horizontal ? (explicit ? .left : .leading) : .top
        let endOfContainer: NSLayoutConstraint.Attribute = horizontal ? (explicit ? .right : .trailing) : .bottom
        for predicate in predicates {
            let toSuperview = left == nil || right == nil
            var container: AnyObject?
            if toSuperview { container = try containerItem(of: left ?? right, margins: predicate.isStandard) }
            let constraint = make(first ?? container!, first == nil ? endOfContainer : startOfView, predicate.relation,
                                  second ?? container!, second == nil ? startOfContainer : endOfView,
                                  predicate.isStandard ? (toSuperview ? 0 : UIView.systemSpacing) : predicate.constant,
                                  predicate.priority)
            constraint.usesSystemSpacing = predicate.isStandard && !toSuperview
            constraints.append(constraint)
        }
        guard let first, let second else { return }
        // UIKit relates the earlier view to the later one (`a.top == b.top`), once per connection.
        let mask = options.rawValue & NSLayoutConstraint.FormatOptions.alignmentMask.rawValue
        for bit in 1...12 where mask & (1 << UInt(bit)) != 0 {
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: bit) else { continue }
            let isHorizontalEdge = [.left, .right, .leading, .trailing, .width, .centerX].contains(attribute)
            if isHorizontalEdge == horizontal {
                throw fail(horizontal
                    ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                    : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.")
            }
            alignments.append(make(second, attribute, .equal, first, attribute, 0, .required))
        }
    }

    /// The superview `|` stands for: the related view's superview (its layout margins for the standard space).
    private func containerItem(of item: AnyObject?, margins: Bool) throws(UIKitException) -> AnyObject {
        let superview = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
        guard let superview else {
            throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        return margins ? superview.layoutMarginsGuide : superview
    }

    private func make(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute,
                      _ constant: CGFloat, _ priority: UILayoutPriority) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                            attribute: otherAttribute, multiplier: 1, constant: constant)
        constraint.priority = priority
        return constraint
    }

    // MARK: Characters

    private var peek: UInt8? { position < chars.count ? chars[position] : nil }

    private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }
    private func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private func isNameStart(_ byte: UInt8) -> Bool { byte == 0x5F || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    /// A C identifier, or "" when none starts here.
    private mutating func readName() -> String {
        let start = position
        guard let first = peek, isNameStart(first) else { return "" }
        position += 1
        while let byte = peek, isNameStart(byte) || isDigit(byte) { position += 1 }
        return String(decoding: chars[start..<position], as: UTF8.self)
    }

    /// A decimal number (`strtod`'s: sign, digits, fraction, exponent), or nil without moving.
    private mutating func readNumber() -> CGFloat? {
        var end = position
        if end < chars.count, chars[end] == ascii("-") { end += 1 }
        let digitsStart = end
        while end < chars.count, isDigit(chars[end]) { end += 1 }
        if end < chars.count, chars[end] == ascii(".") {
            end += 1
            while end < chars.count, isDigit(chars[end]) { end += 1 }
        }
        guard chars[digitsStart..<end].contains(where: isDigit) else { return nil }
        if end < chars.count, chars[end] == ascii("e") || chars[end] == ascii("E") {
            var exponent = end + 1
            if exponent < chars.count, chars[exponent] == ascii("-") || chars[exponent] == ascii("+") { exponent += 1 }
            if exponent < chars.count, isDigit(chars[exponent]) {
                end = exponent
                while end < chars.count, isDigit(chars[end]) { end += 1 }
            }
        }
        guard let value = Double(String(decoding: chars[position..<end], as: UTF8.self)) else { return nil }
        position = end
        return CGFloat(value)
    }

    /// A view or layout guide from the views dictionary.
    private func layoutItem(named name: String) -> AnyObject? {
        switch views[name] {
        case let view as UIView: return view
        case let guide as UILayoutGuide: return guide
        default: return nil
        }
    }

    /// A metric's value: any number (`NSNumber`, `CGFloat`, `Double`, `Int`…) or numeric string, as `doubleValue` reads it.
    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as any BinaryFloatingPoint: return CGFloat(Double(value))
        case let value as any BinaryInteger: return CGFloat(Double(value))
        case let value as NSNumber: return CGFloat(value.doubleValue)
        case let value as String: return Double(value).map { CGFloat($0) }
        default: return nil
        }
    }

    /// UIKit's exception: the reason, the format, and a caret under the current character.
    private func fail(_ reason: String) -> UIKitException {
        .invalidArgument("Unable to parse constraint format: \n\(reason) \n\(format) \n" + String(repeating: " ", count: position) + "^")
    }
}
