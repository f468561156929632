import Foundation

/// The view properties the round trip compares beyond class and frame, computed from the IB model on one side and
/// decoded from the compiled nib objects on the other (see `docs/nib-format.md`, "Round trip").
enum NibViewProperties {
    // MARK: From the IB model

    /// Summaries of the views at `indices` (depth-first order); constraint items are named by position in that list.
    static func summaries(of indices: [Int], in document: IBDocument) -> [NibViewSummary] {
        var position: [Int: Int] = [:]
        for (i, index) in indices.enumerated() { position[index] = i }
        func item(_ index: Int) -> String {
            if let i = position[index] { return "view#\(i)" }
            let object = document.objects[index]
            if object.kind == "viewControllerLayoutGuide" { return "guide:" + (object.type == "bottom" ? "bottom" : "top") }
            return "object:" + NibNames.objectClass(forKind: object.kind)
        }
        return indices.map { index in
            let view = document[index]
            var summary = NibViewSummary(className: NibNames.viewClass(forKind: view.kind), customClass: view.customClass,
                                         frame: view.frame.map { NibSummaryDiff.rounded(NibRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)) })
            guard NibNames.isView(kind: view.kind) else { return summary }
            summary.isHidden = view.isHidden ?? false
            summary.alpha = rounded(view.alpha ?? 1)
            summary.tag = view.tag ?? 0
            summary.isUserInteractionEnabled = view.isUserInteractionEnabled ?? true
            summary.clipsSubviews = view.clipsSubviews ?? false
            summary.isOpaque = view.isOpaque ?? true
            summary.contentMode = view.contentMode.flatMap { NibNames.contentModes[$0] } ?? 0
            summary.autoresizingMask = view.kind == "tableViewCellContentView" ? 0 : view.autoresizingMask.map { Int($0.rawValue) } ?? 36
            summary.backgroundColor = view.color("backgroundColor").map(color)
            if NibEnumValues.controlKinds.contains(view.kind) { summary.isEnabled = view.isEnabled ?? true }
            switch view.kind {
            case "button":
                summary.buttonTitles = view.states.compactMap { state in
                    state.title.map { (NibNames.controlStates[state.state] ?? 0, $0) }
                }.sorted { $0.0 < $1.0 }.map { "\(stateName($0.0))=\($0.1)" }
                summary.font = font(view.fonts.first, defaultSize: 15)
            case "label":
                summary.text = view.text ?? view.attributedString()?.string
                summary.font = font(view.fonts.first, defaultSize: 17)
                summary.textAlignment = textAlignment(view)
                summary.isEnabled = view.isEnabled ?? true
            case "textField", "textView":
                summary.text = view.text ?? view.attributedString()?.string
                if view.kind == "textField" { summary.placeholder = view.placeholder }
                summary.font = (view.font("fontDescription") ?? view.fonts.first).map { font($0, defaultSize: 14) }
                summary.textAlignment = textAlignment(view)
            case "tableView", "segmentedControl", "collectionView", "tableViewCell": break
            default: summary.text = view.text
            }
            summary.constraints = view.constraints.filter { document.constraints[$0].isRemovedAtBuildTime != true && document.constraints[$0].isInstalled }.map { c in
                let constraint = document.constraints[c]
                return describeConstraint(
                    first: item(constraint.firstItemIndex ?? constraint.owner),
                    firstAttribute: NibNames.layoutAttributes[constraint.firstAttribute ?? ""] ?? 0,
                    relation: constraint.relation == "lessThanOrEqual" ? -1 : constraint.relation == "greaterThanOrEqual" ? 1 : 0,
                    second: constraint.secondItemIndex.map(item),
                    secondAttribute: NibNames.layoutAttributes[constraint.secondAttribute ?? ""] ?? 0,
                    multiplier: constraint.multiplierValue,
                    constant: constraint.symbolic == true ? nil : constraint.constant,
                    priority: constraint.priority ?? 1000,
                    identifier: constraint.identifier)
            }
            return summary
        }
    }

    /// The `NSTextAlignment` raw value of a label's, text field's or text view's `textAlignment` (absent: left, 0).
    static func textAlignment(_ view: IBObject) -> Int {
        view.textAlignment.flatMap { NibEnumValues.textAlignment[$0] } ?? 0
    }

    /// A color as the nib keeps it: `rgba(r, g, b, a)` (white and CMYK converted, components rounded through `Float`
    /// as `UIRed`… store them), `system:name`, `named:name`, or `none`.
    static func color(_ color: IBColor) -> String {
        let alpha = color.alpha ?? 1
        switch color.components {
        case let .rgb(red, green, blue): return rgba([red, green, blue, alpha].map { Double(Float($0)) })
        case let .white(white): return rgba([white, white, white, alpha].map { Double(Float($0)) })
        case let .cmyk(c, m, y, k):
            let values = [c, m, y, k, alpha].map { Double(NibNames.component($0)) ?? 0 }
            return cmyk(values)
        case .none:
            if let system = color.systemColor ?? color.cocoaTouchSystemColor { return "system:" + system }
            if let name = color.name { return "named:" + name }
            return "none"
        }
    }

    /// A font as the nib keeps it: `<usage or PostScript name> <size>` (`CTFontRegularUsage 17`, `Avenir-Book 12`).
    static func font(_ font: IBFont?, defaultSize: Double) -> String {
        let name = ViewEncoder.fontUsage(font) ?? font?.name ?? "Helvetica"
        return "\(name) \(rounded(font?.pointSize ?? defaultSize))"
    }

    // MARK: From the nib

    /// Summaries of compiled views (depth-first order); constraint items are named by position in that list.
    static func summaries(of objects: [NibObjectGraph.Object], in graph: NibObjectGraph) -> [NibViewSummary] {
        var position: [Int: Int] = [:]
        for (i, object) in objects.enumerated() { position[object.index] = i }
        var generated = Set<Int>()
        for guide in graph.objects where guide.className == "_UILayoutGuide" {
            for constraint in graph.elements(guide["_UILayoutGuideConstraintsToRemove"]) ?? [] { generated.insert(constraint.index) }
        }
        func item(_ object: NibObjectGraph.Object?) -> String {
            guard let object else { return "?" }
            if let i = position[object.index] { return "view#\(i)" }
            if object.className == "_UILayoutGuide" {
                return "guide:" + (graph.string(object["_UILayoutGuideIdentifier"]) == "_UIViewControllerBottom" ? "bottom" : "top")
            }
            return "object:" + NibSummaryDiff.uiClass(object, in: graph)
        }
        return objects.map { view in
            let isSwapper = view.className == "UIClassSwapper"
            var summary = NibViewSummary(
                className: isSwapper ? (graph.string(view["UIOriginalClassName"]) ?? "UIView") : view.className,
                customClass: isSwapper ? graph.string(view["UIClassName"]).map { NibNames.demangle($0).className } : nil,
                frame: NibGeometry.frame(of: view).map(NibSummaryDiff.rounded))
            guard view["UIDeepDrawRect"] != nil else { return summary }
            summary.isHidden = view["UIHidden"]?.boolValue ?? false
            summary.alpha = rounded(view["UIAlpha"]?.doubleValue ?? 1)
            summary.tag = view["UITag"]?.integerValue ?? 0
            summary.isUserInteractionEnabled = !(view["UIUserInteractionDisabled"]?.boolValue ?? false)
            summary.clipsSubviews = view["UIClipsToBounds"]?.boolValue ?? false
            summary.isOpaque = view["UIOpaque"]?.boolValue ?? false
            summary.contentMode = view["UIContentMode"]?.integerValue ?? 0
            summary.autoresizingMask = view["UIAutoresizingMask"]?.integerValue ?? 0
            summary.backgroundColor = graph.object("UIBackgroundColor", of: view).map { color($0, in: graph) }
            summary.text = graph.string(view["UIText"])
            summary.textAlignment = view["UITextAlignment"]?.integerValue
            summary.placeholder = graph.string(view["UIPlaceholder"])
            summary.isEnabled = !(view["UIDisabled"]?.boolValue ?? false) && (view["UIEnabled"]?.boolValue ?? true)
            if let states = graph.entries(view["UIButtonStatefulContent"]) {
                summary.buttonTitles = states.compactMap { entry in
                    graph.string(entry.value["UITitle"]).map { (entry.key["NS.intval"]?.integerValue ?? 0, $0) }
                }.sorted { $0.0 < $1.0 }.map { "\(stateName($0.0))=\($0.1)" }
            }
            if let font = graph.object("UIFont", of: view) {
                var name = graph.string(font["UIFontName"]) ?? "?"
                if font["UISystemFont"]?.boolValue == true {
                    for entry in graph.entries(graph.object("UIFontDescriptor", of: font)?["UIFontDescriptorAttributes"]) ?? []
                    where graph.string(entry.key) == "NSCTFontUIUsageAttribute" {
                        name = graph.string(entry.value) ?? name
                    }
                }
                summary.font = "\(name) \(rounded(font["UIFontPointSize"]?.doubleValue ?? 0))"
            }
            summary.constraints = (graph.elements(view["UIViewAutolayoutConstraints"]) ?? []).filter { !generated.contains($0.index) }.map { c in
                describeConstraint(
                    first: item(graph.object("NSFirstItem", of: c)),
                    firstAttribute: c["NSFirstAttribute"]?.integerValue ?? 0,
                    relation: c["NSRelation"]?.integerValue ?? 0,
                    second: graph.object("NSSecondItem", of: c).map(item),
                    secondAttribute: c["NSSecondAttribute"]?.integerValue ?? 0,
                    multiplier: c["NSMultiplier"]?.doubleValue ?? 1,
                    constant: c["NSSymbolicConstant"] != nil ? nil : (c["NSConstantV2"] ?? c["NSConstant"])?.doubleValue ?? 0,
                    priority: c["NSPriority"]?.doubleValue ?? 1000,
                    identifier: graph.string(c["NSLayoutIdentifier"]))
            }
            return summary
        }
    }

    /// A compiled `UIColor` in the form `color(_:)` gives the model's.
    static func color(_ object: NibObjectGraph.Object, in graph: NibObjectGraph) -> String {
        func component(_ key: String) -> Double { object[key]?.doubleValue ?? 0 }
        if let system = graph.string(object["UISystemColorName"]) { return "system:" + system }
        if let name = graph.string(object["UIColorName"]) { return "named:" + name }
        switch object["UIColorComponentCount"]?.integerValue {
        case 4: return rgba([component("UIRed"), component("UIGreen"), component("UIBlue"), component("UIAlpha")])
        case 2: return rgba([component("UIWhite"), component("UIWhite"), component("UIWhite"), component("UIAlpha")])
        case 5:
            let text = object["NSCMYK"]?.dataValue.map { String(decoding: $0, as: UTF8.self) } ?? ""
            var values = text.split(separator: " ").map { Double($0) ?? 0 }
            while values.count < 5 { values.append(values.count == 4 ? 1 : 0) }
            return cmyk(values)
        default: return "none"
        }
    }

    // MARK: Shared forms

    /// `first.attr = second.attr ×m +c @p "id"` (`≤`/`≥` for inequalities, `+standard` for a symbolic constant).
    static func describeConstraint(first: String, firstAttribute: Int, relation: Int, second: String?, secondAttribute: Int,
                                   multiplier: Double, constant: Double?, priority: Double, identifier: String?) -> String {
        let relationText = relation < 0 ? "≤" : relation > 0 ? "≥" : "="
        var text = "\(first).\(attributeName(firstAttribute)) \(relationText)"
        if let second { text += " \(second).\(attributeName(secondAttribute))" }
        text += " ×\(rounded(multiplier)) +\(constant.map { "\(rounded($0))" } ?? "standard") @\(NibNames.component(rounded(priority)))"
        if let identifier { text += " \"\(identifier)\"" }
        return text
    }

    static func rgba(_ values: [Double]) -> String {
        "rgba(\(values.map { "\(rounded($0))" }.joined(separator: ", ")))"
    }

    static func cmyk(_ v: [Double]) -> String {
        rgba([(1 - v[0]) * (1 - v[3]), (1 - v[1]) * (1 - v[3]), (1 - v[2]) * (1 - v[3]), v[4]])
    }

    /// Rounded to 1e-4, so that float storage and decimal text compare equal.
    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    static let attributeNames: [Int: String] = Dictionary(
        NibNames.layoutAttributes.map { ($0.value, $0.key) }, uniquingKeysWith: { min($0, $1) })

    static func attributeName(_ value: Int) -> String { attributeNames[value] ?? (value == 0 ? "notAnAttribute" : "\(value)") }

    static func stateName(_ value: Int) -> String {
        NibNames.controlStates.first { $0.value == value }?.key ?? "\(value)"
    }
}
