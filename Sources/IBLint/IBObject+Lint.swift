import InterfaceBuilder

extension IBObject {
    /// How diagnostics name an object: `"Title" (UILabel, id abc-12-xyz)` or `HomeViewController (id …)`.
    var lintName: String {
        let label = userLabel.map { "\"\($0)\" " } ?? ""
        return "\(label)\(customClass ?? uikitClassName) (id \(id))"
    }

    /// The UIKit class an element stands for (`label` → `UILabel`, `tableViewCell` → `UITableViewCell`).
    var uikitClassName: String {
        // Elements of other frameworks keep their own prefixes (AVKit, GLKit, MapKit, WebKit).
        for (prefix, framework) in [("avPlayer", "AV"), ("glk", "GLK"), ("mapView", "MK"), ("wkWebView", "WK")]
        where kind.hasPrefix(prefix) {
            let rest = kind.dropFirst(framework.count == 2 && prefix == "mapView" ? 0 : framework.count)
            return framework + (rest.first.map { $0.uppercased() + rest.dropFirst() } ?? "")
        }
        guard let first = kind.first else { return kind }
        return "UI" + first.uppercased() + kind.dropFirst()
    }

    /// Whether the object is a view (has a frame or sits in a view hierarchy), not a controller, item or placeholder.
    var isLintView: Bool {
        !isController && !isPlaceholder && (frame != nil || container == "subviews" || key == "view" || key == "contentView" || kind.hasSuffix("View") || kind == "view")
    }
}
