import Foundation
import Testing
@testable import HeadlessUIKit

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: Apple's Visual Format
/// Language guide, read as UIKit's parser reads it.
@MainActor
struct VisualFormatTests {
    /// A 320 × 480 root holding named subviews (not yet constrained), and a way to read constraints
    /// back as equations over those names (`textField.leading == button.trailing + 8`).
    @MainActor
    private final class Scene {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var views: [String: Any] = [:]

        init(_ names: String...) {
            for name in names {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                views[name] = view
            }
        }

        subscript(name: String) -> UIView { views[name] as! UIView }

        func constraints(_ format: String, options: NSLayoutConstraint.FormatOptions = [],
                         metrics: [String: Any]? = nil) -> [NSLayoutConstraint] {
            NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        }

        func equations(_ format: String, options: NSLayoutConstraint.FormatOptions = [],
                       metrics: [String: Any]? = nil) -> [String] {
            constraints(format, options: options, metrics: metrics).map(equation)
        }

        /// Activates the format's constraints and lays the root out.
        func layOut(_ formats: String..., metrics: [String: Any]? = nil) {
            for format in formats { NSLayoutConstraint.activate(constraints(format, metrics: metrics)) }
            root.layoutIfNeeded()
        }

        func equation(_ constraint: NSLayoutConstraint) -> String {
            let relation = [.equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="][constraint.relation]!
            var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute.name) \(relation) "
            if let second = constraint.secondItem {
                let multiplier = constraint.multiplier == 1 ? "" : "\(LayoutItems.number(constraint.multiplier))*"
                text += "\(multiplier)\(name(second)).\(constraint.secondAttribute.name) + \(LayoutItems.number(constraint.constant))"
            } else {
                text += LayoutItems.number(constraint.constant)
            }
            if constraint.priority != .required { text += " @\(constraint.priority)" }
            return text
        }

        private func name(_ item: AnyObject?) -> String {
            if item === root { return "root" }
            if let guide = item as? UILayoutGuide, guide === root.layoutMarginsGuide { return "rootMargins" }
            return views.first { $0.value as AnyObject === item }?.key ?? "?"
        }
    }

    // MARK: The guide's examples

    @Test("Standard space: [button]-[textField] puts 8 points between siblings, the later view first")
    func standardSpace() {
        let scene = Scene("button", "textField")

        let constraints = scene.constraints("[button]-[textField]")

        #expect(constraints.map(scene.equation) == ["textField.leading == button.trailing + 8"])
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    @Test("Width constraint: [button(>=50)] is a width with no second item")
    func widthConstraint() {
        let scene = Scene("button")

        let constraints = scene.constraints("[button(>=50)]")

        #expect(constraints.map(scene.equation) == ["button.width >= 50"])
        #expect(constraints.first?.secondItem == nil)
        #expect(constraints.first?.secondAttribute == .notAnAttribute)
        #expect(constraints.first?.multiplier == 1)
    }

    @Test("Connection to superview: |-50-[purpleBox]-50-| ties both edges, the superview first at the end")
    func connectionToSuperview() {
        let scene = Scene("purpleBox")

        #expect(scene.equations("|-50-[purpleBox]-50-|") == [
            "purpleBox.leading == root.leading + 50",
            "root.trailing == purpleBox.trailing + 50",
        ])
    }

    @Test("Connection to superview, solved: the box keeps 50 points from each edge")
    func connectionToSuperviewFrame() {
        let scene = Scene("purpleBox")

        scene.layOut("|-50-[purpleBox]-50-|", "V:|-20-[purpleBox(40)]")

        #expect(scene["purpleBox"].frame == CGRect(x: 50, y: 20, width: 220, height: 40))
    }

    @Test("Vertical layout: V:[topField]-10-[bottomField] uses top, bottom and height")
    func verticalLayout() {
        let scene = Scene("topField", "bottomField")

        #expect(scene.equations("V:[topField(30)]-10-[bottomField]") == [
            "topField.height == 30",
            "bottomField.top == topField.bottom + 10",
        ])
    }

    @Test("Flush views: [maroonView][blueView] touch, with a zero space")
    func flushViews() {
        let scene = Scene("maroonView", "blueView")

        #expect(scene.equations("[maroonView][blueView]") == ["blueView.leading == maroonView.trailing + 0"])
    }

    @Test("Flush views, solved: the blue view starts where the maroon one ends")
    func flushViewsFrame() {
        let scene = Scene("maroonView", "blueView")

        scene.layOut("|[maroonView(100)][blueView]|", "V:|[maroonView(10)]", "V:|[blueView(10)]")

        #expect(scene["maroonView"].frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(scene["blueView"].frame == CGRect(x: 100, y: 0, width: 220, height: 10))
    }

    @Test("Priority: [button(100@20)] is an optional width of priority 20")
    func priority() {
        let scene = Scene("button")

        let constraints = scene.constraints("[button(100@20)]")

        #expect(constraints.map(scene.equation) == ["button.width == 100 @20"])
        #expect(constraints.first?.priority == UILayoutPriority(20))
    }

    @Test("Equal widths: [button1(==button2)] relates the widths of two views")
    func equalWidths() {
        let scene = Scene("button1", "button2")

        #expect(scene.equations("[button1(==button2)]") == ["button1.width == button2.width + 0"])
    }

    @Test("Equal widths, solved: two flush buttons share the root's width")
    func equalWidthsFrame() {
        let scene = Scene("button1", "button2")

        scene.layOut("|[button1(==button2)][button2]|", "V:|[button1(20)]", "V:|[button2(20)]")

        #expect(scene["button1"].frame == CGRect(x: 0, y: 0, width: 160, height: 20))
        #expect(scene["button2"].frame == CGRect(x: 160, y: 0, width: 160, height: 20))
    }

    @Test("Multiple predicates: [flexibleButton(>=70,<=100)] makes one constraint per predicate")
    func multiplePredicates() {
        let scene = Scene("flexibleButton")

        #expect(scene.equations("[flexibleButton(>=70,<=100)]") == [
            "flexibleButton.width >= 70",
            "flexibleButton.width <= 100",
        ])
    }

    @Test("A complete line: |-[find]-[findNext]-[findField(>=20)]-| reaches the superview's margins, 8 points between siblings")
    func completeLine() {
        let scene = Scene("find", "findNext", "findField")

        #expect(scene.equations("|-[find]-[findNext]-[findField(>=20)]-|") == [
            "find.leading == rootMargins.leading + 0",
            "findNext.leading == find.trailing + 8",
            "findField.leading == findNext.trailing + 8",
            "findField.width >= 20",
            "rootMargins.trailing == findField.trailing + 0",
        ])
    }

    @Test("A complete line, solved: the root's 8-point margins, then 8 points between each view")
    func completeLineFrame() {
        let scene = Scene("find", "findNext", "findField")

        scene.layOut("|-[find(60)]-[findNext(80)]-[findField(>=20)]-|",
                     "V:|[find(30)]", "V:|[findNext(30)]", "V:|[findField(30)]")

        #expect(scene["find"].frame == CGRect(x: 8, y: 0, width: 60, height: 30))
        #expect(scene["findNext"].frame == CGRect(x: 76, y: 0, width: 80, height: 30))
        #expect(scene["findField"].frame == CGRect(x: 164, y: 0, width: 148, height: 30))
    }

    @Test("The standard space to the superview follows its layout margins, not a fixed 20 points")
    func standardSpaceToSuperviewFollowsMargins() {
        let scene = Scene("box")
        scene.root.layoutMargins = UIEdgeInsets(top: 30, left: 20, bottom: 30, right: 40)

        scene.layOut("|-[box]-|", "V:|-[box]-|")

        #expect(scene["box"].frame == CGRect(x: 20, y: 30, width: 260, height: 420))
    }

    // MARK: Connections and predicates

    @Test("A connection to the superview can carry a relation and a priority: |-(>=20@750)-[a]")
    func superviewConnectionWithPredicate() {
        let scene = Scene("a")

        #expect(scene.equations("|-(>=20@750)-[a]") == ["a.leading >= root.leading + 20 @750"])
    }

    @Test("A connection can list several predicates, and a simple one needs no parentheses")
    func connectionPredicates() {
        let scene = Scene("a", "b")

        #expect(scene.equations("[a]-(>=10,<=40@500)-[b]-<=30-|") == [
            "b.leading >= a.trailing + 10",
            "b.leading <= a.trailing + 40 @500",
            "root.trailing <= b.trailing + 30",
        ])
    }

    @Test("V: with the superview at both ends uses top and bottom")
    func verticalSuperview() {
        let scene = Scene("a")

        #expect(scene.equations("V:|-(-5)-[a]|") == ["a.top == root.top + -5", "root.bottom == a.bottom + 0"])
    }

    @Test("Metrics name spaces, sizes and priorities, whatever numeric type holds them")
    func metrics() {
        let scene = Scene("a", "b")
        let metrics: [String: Any] = ["margin": 12, "gap": CGFloat(6.5), "width": NSNumber(value: 100), "high": Double(750)]

        #expect(scene.equations("|-margin-[a(width@high)]-(gap)-[b(>=width)]", metrics: metrics) == [
            "a.leading == root.leading + 12",
            "a.width == 100 @750",
            "b.leading == a.trailing + 6.5",
            "b.width >= 100",
        ])
    }

    @Test("Metrics, solved: the metric spaces and sizes the view")
    func metricsFrame() {
        let scene = Scene("a")

        scene.layOut("|-margin-[a(size)]", "V:|-margin-[a(size)]", metrics: ["margin": 15, "size": 50.0])

        #expect(scene["a"].frame == CGRect(x: 15, y: 15, width: 50, height: 50))
    }

    // MARK: Direction

    @Test("H: reads leading to trailing by default, and H: may be left out")
    func defaultDirection() {
        let scene = Scene("a", "b")

        #expect(scene.equations("H:[a]-[b]") == scene.equations("[a]-[b]"))
        #expect(scene.equations("|[a]") == ["a.leading == root.leading + 0"])
    }

    @Test("directionLeftToRight uses left and right")
    func leftToRight() {
        let scene = Scene("a", "b")

        #expect(scene.equations("|-10-[a]-[b]|", options: .directionLeftToRight) == [
            "a.left == root.left + 10",
            "b.left == a.right + 8",
            "root.right == b.right + 0",
        ])
    }

    @Test("directionRightToLeft lays the views out from the right: the earlier view is the first item")
    func rightToLeft() {
        let scene = Scene("a", "b")

        #expect(scene.equations("|-10-[a]-[b]|", options: .directionRightToLeft) == [
            "root.right == a.right + 10",
            "a.left == b.right + 8",
            "b.left == root.left + 0",
        ])
    }

    // MARK: Options

    @Test("Alignment options align each adjacent pair, after the format's own constraints")
    func alignment() {
        let scene = Scene("a", "b", "c")

        #expect(scene.equations("V:[a]-[b]-[c]", options: [.alignAllLeading, .alignAllTrailing]) == [
            "b.top == a.bottom + 8",
            "c.top == b.bottom + 8",
            "a.leading == b.leading + 0",
            "a.trailing == b.trailing + 0",
            "b.leading == c.leading + 0",
            "b.trailing == c.trailing + 0",
        ])
    }

    @Test("Alignment, solved: a row aligned on its centers")
    func alignmentFrame() {
        let scene = Scene("a", "b")
        NSLayoutConstraint.activate(scene.constraints("|[a(40)][b(40)]", options: .alignAllCenterY))

        scene.layOut("V:|[a(40)]", "V:[b(20)]")

        #expect(scene["a"].frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(scene["b"].frame == CGRect(x: 40, y: 10, width: 40, height: 20))
    }

    @Test("Alignment options with a single view add nothing and raise nothing, as in UIKit")
    func alignmentWithOneView() {
        let scene = Scene("a")

        #expect(scene.equations("|-[a]", options: .alignAllTop) == ["a.leading == rootMargins.leading + 0"])
    }

    @Test("Aligning a horizontal row on a horizontal edge is UIKit's parse error")
    func alignmentOnTheLayoutAxis() {
        let scene = Scene("a", "b")

        #expect(throws: UIKitException(name: "NSInvalidArgumentException", reason: """
            Unable to parse constraint format: \nOptions mask required views to be aligned on a horizontal edge, \
            which is not allowed for layout that is also horizontal. \n[a]-[b] \n       ^
            """)) {
            try NSLayoutConstraint.constraintsOrThrow(withVisualFormat: "[a]-[b]", options: .alignAllLeft,
                                                      metrics: nil, views: scene.views)
        }
    }

    @Test("spacingBaselineToBaseline spaces a column by baselines, the superview's edges included, as UIKit does")
    func baselineToBaseline() {
        let scene = Scene("a", "b")

        #expect(scene.equations("V:|[a]-[b]|", options: .spacingBaselineToBaseline) == [
            "a.firstBaseline == root.top + 0",
            "b.firstBaseline == a.lastBaseline + 8",
            "root.bottom == b.lastBaseline + 0",
        ])
    }

    @Test("spacingBaselineToBaseline in a horizontal format is UIKit's error")
    func baselineToBaselineHorizontally() {
        let scene = Scene("a", "b")

        #expect(throws: UIKitException(name: "NSInvalidArgumentException", reason: """
            Unable to parse constraint format: \nBaselineToBaseline format option not valid for horizontal layout \n[a]-[b] \n       ^
            """)) {
            try NSLayoutConstraint.constraintsOrThrow(withVisualFormat: "[a]-[b]", options: .spacingBaselineToBaseline,
                                                      metrics: nil, views: scene.views)
        }
    }

    @Test("FormatOptions keep UIKit's raw values")
    func rawValues() {
        typealias O = NSLayoutConstraint.FormatOptions
        #expect([O.alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
                 .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline].map(\.rawValue)
                == [2, 4, 8, 16, 32, 64, 512, 1024, 2048, 4096])
        #expect(O.alignmentMask.rawValue == 0xFFFF)
        #expect([O.directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft, .directionMask].map(\.rawValue)
                == [0, 0x10000, 0x20000, 0x30000])
        #expect([O.spacingEdgeToEdge, .spacingBaselineToBaseline, .spacingMask].map(\.rawValue) == [0, 0x80000, 0x80000])
    }

    // MARK: What the caller keeps

    @Test("The constraints come back inactive, and the views' autoresizing translation is left as it was")
    func leavesViewsAlone() {
        let scene = Scene("a")
        let plain = UIView()
        scene.root.addSubview(plain)
        scene.views["plain"] = plain

        let constraints = scene.constraints("|-[a]-[plain]-|")

        #expect(constraints.count == 3)
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(plain.translatesAutoresizingMaskIntoConstraints)
        #expect(!scene["a"].translatesAutoresizingMaskIntoConstraints)
    }

    // MARK: Errors

    private func parseError(_ format: String, metrics: [String: Any]? = nil, views: [String: Any]) -> String? {
        do {
            _ = try NSLayoutConstraint.constraintsOrThrow(withVisualFormat: format, metrics: metrics, views: views)
            return nil
        } catch {
            #expect(error.name == "NSInvalidArgumentException")
            return error.reason
        }
    }

    @Test("An unknown view name is UIKit's error, the caret after the name")
    func unknownView() {
        let scene = Scene("a")

        #expect(parseError("H:[a]-[foo]", views: scene.views) == """
            Unable to parse constraint format: \nfoo is not a key in the views dictionary. \nH:[a]-[foo] \n          ^
            """)
    }

    @Test("An unknown metric is UIKit's error, the caret after the name")
    func unknownMetric() {
        let scene = Scene("a")

        #expect(parseError("|-margin-[a]", metrics: ["other": 1], views: scene.views) == """
            Unable to parse constraint format: \nEncountered metric with name "margin", but value was not specified \
            in metrics or views dictionaries \n|-margin-[a] \n        ^
            """)
    }

    @Test("A view used as a space is UIKit's error")
    func viewAsSpace() {
        let scene = Scene("a", "b")

        #expect(parseError("[a]-b-[b]", views: scene.views)?.contains(
            "It's not possible to set a space equal to the width or height of a view.") == true)
    }

    @Test("Bad syntax is UIKit's error at the character where parsing stopped")
    func badSyntax() {
        let scene = Scene("a", "b")

        #expect(parseError("[a]-[b", views: scene.views) == """
            Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view. \n[a]-[b \n      ^
            """)
        #expect(parseError("[a]-10,20-[b]", views: scene.views)?.hasPrefix("""
            Unable to parse constraint format: \nExpected a '-' here. To specify a list of constraints, you must use parentheses
            """) == true)
        #expect(parseError("H[a]", views: scene.views)?.contains("Expected ':' after 'H' to specify horizontal arrangement") == true)
        #expect(parseError("[a(=50)]", views: scene.views)?.contains("Unknown relation. Must be ==, >=, or <=") == true)
        #expect(parseError("[a] [b]", views: scene.views)?.contains("Expected a view or '|'") == true)
        #expect(parseError("[a]--5-[b]", views: scene.views)?.contains("Use parentheses around negative numbers.") == true)
    }

    @Test("A priority above 1000 is UIKit's error")
    func priorityTooHigh() {
        let scene = Scene("a")

        #expect(parseError("[a(50@1001)]", views: scene.views)?.contains(
            "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.") == true)
    }

    @Test("An empty format is UIKit's error, without a caret")
    func emptyFormat() {
        #expect(parseError("", views: [:]) == "Unable to parse constraint format: It's an empty string.")
    }

    @Test("'|' next to a view without a superview is UIKit's error")
    func barWithoutSuperview() {
        let orphan = UIView()

        #expect(parseError("|[view]|", views: ["view": orphan]) == """
            Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \n|[view]| \n       ^
            """)
    }
}
