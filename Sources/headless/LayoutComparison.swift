import Foundation
@_spi(Tools) import HeadlessUIKit
import InterfaceBuilder

/// One view of a scene in `headless layout`: its IB object, its runtime view, the frame the file
/// stores and the frame Auto Layout solved (both in its superview's coordinates).
struct LayoutViewRecord: Encodable {
    /// The IB object id.
    let id: String
    /// The class the file names (custom class, else UIKit's class for the element).
    let className: String
    /// Nesting depth below the root (root 0).
    let depth: Int
    /// The frame the file stores.
    let stored: CGRect?
    /// The solved frame (nil: no runtime view was paired).
    let solved: CGRect?
    /// Whether constraints place the view (it does not translate its mask, or a constraint names it).
    let placed: Bool
    /// IB's `misplaced="YES"`: the stored frame is not what its constraints give.
    let misplaced: Bool
    /// IB's `ambiguous="YES"`: its constraints do not fix its frame.
    let ambiguous: Bool
    /// Why no runtime view was paired, if none was.
    let note: String?

    /// Whether the view counts: placed, neither misplaced nor ambiguous, not the root (an unpaired one
    /// counts, as not within).
    var counted: Bool { placed && depth > 0 && stored != nil && !misplaced && !ambiguous }

    /// Whether each edge of the solved frame is within 0.5 pt of the stored one (nil when not counted).
    var within: Bool? {
        guard counted, let stored else { return nil }
        guard let solved else { return false }
        return abs(stored.minX - solved.minX) <= 0.5 && abs(stored.minY - solved.minY) <= 0.5
            && abs(stored.width - solved.width) <= 0.5 && abs(stored.height - solved.height) <= 0.5
    }

    enum CodingKeys: String, CodingKey { case id, className = "class", stored, solved, within, misplaced, ambiguous, placed, note }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(className, forKey: .className)
        func rect(_ r: CGRect?) -> [Double]? { r.map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] } }
        try container.encode(rect(stored), forKey: .stored)
        try container.encode(rect(solved), forKey: .solved)
        try container.encode(within, forKey: .within)
        try container.encode(misplaced, forKey: .misplaced)
        try container.encode(ambiguous, forKey: .ambiguous)
        try container.encode(placed, forKey: .placed)
        try container.encodeIfPresent(note, forKey: .note)
    }
}

/// Pairs a runtime view tree with the IB object tree it came from, gives content-sized views their
/// stored sizes, lays the root out at its stored size with a given safe area, and compares frames.
@MainActor
struct LayoutComparison {
    let document: IBDocument
    /// Paired (IB object index, runtime view, depth), parents before children.
    private(set) var pairs: [(index: Int, view: UIView, depth: Int)] = []
    /// IB views with no runtime counterpart: (index, depth, why).
    private(set) var unpaired: [(index: Int, depth: Int, note: String)] = []
    /// IB objects a constraint names.
    let constrained: Set<Int>

    /// Pairs `root` (runtime) with the IB object at `rootIndex`, walking both trees in document order.
    init(document: IBDocument, rootIndex: Int, root: UIView) {
        self.document = document
        var named = Set<Int>()
        for constraint in document.constraints where constraint.isInstalled && constraint.isRemovedAtBuildTime != true {
            if let first = constraint.firstItemIndex { named.insert(first) }
            if let second = constraint.secondItemIndex { named.insert(second) }
        }
        constrained = named
        var stack: [(Int, UIView, Int)] = [(rootIndex, root, 0)]
        while let (index, view, depth) = stack.popLast() {
            pairs.append((index, view, depth))
            var children: [(Int, UIView, Int)] = []
            let runtime = view.subviews.filter { String(describing: type(of: $0)) != "_UILayoutGuide" }
            var cursor = 0
            for child in LayoutComparison.viewChildren(of: index, in: document) {
                if let found = LayoutComparison.pick(runtime, from: cursor, for: document[child]) {
                    children.append((child, runtime[found], depth + 1))
                    cursor = found + 1
                } else {
                    let classes = runtime[cursor...].map { String(describing: type(of: $0)) }
                    unpaired.append((child, depth + 1, "no runtime subview of class \(LayoutComparison.className(of: document[child])) (left: \(classes.isEmpty ? "none" : classes.joined(separator: ", ")))"))
                    var below: [Int] = []
                    document.walk(from: child) { if $0.index != child && NibNames.isView(kind: $0.kind) && $0.frame != nil { below.append($0.index) } }
                    for index in below { unpaired.append((index, depth + 2, "inside an unpaired view")) }
                }
            }
            stack.append(contentsOf: children.reversed())
        }
    }

    /// The IB children that become subviews: a cell's content view first, then installed, non-prototype subviews.
    static func viewChildren(of index: Int, in document: IBDocument) -> [Int] {
        let object = document[index]
        var result: [Int] = []
        if ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(object.kind),
           let content = object.children.first(where: { document[$0].key == "contentView" }) {
            result.append(content)
        }
        for child in object.subviews where document[child].isInstalled {
            let container = document[child].container
            if container == "prototypes" || (container == "cells" && object.kind == "collectionView") { continue }
            result.append(child)
        }
        return result
    }

    /// The class the file names for an object.
    static func className(of object: IBObject) -> String {
        object.customClass ?? NibNames.viewClass(forKind: object.kind)
    }

    /// Whether a runtime view can be the one made from `object`: its class or a superclass is the
    /// object's custom class or UIKit class (an unknown custom class falls back to the latter).
    static func matches(_ view: UIView, _ object: IBObject) -> Bool {
        let expected = NibNames.viewClass(forKind: object.kind)
        if object.key == "contentView" { return true }
        var mirror: Mirror? = Mirror(reflecting: view)
        while let current = mirror {
            let name = String(describing: current.subjectType)
            if name == expected || name == object.customClass { return true }
            mirror = current.superclassMirror
        }
        return false
    }

    /// The runtime view at or after `cursor` made from `object`: the first of its class; for a class the
    /// runtime lacks (MKMapView, WKWebView…: it makes a UIView), a plain UIView at the cursor.
    static func pick(_ runtime: [UIView], from cursor: Int, for object: IBObject) -> Int? {
        guard cursor < runtime.count else { return nil }
        if !isRuntimeClass(object), type(of: runtime[cursor]) == UIView.self { return cursor }
        return runtime[cursor...].firstIndex { matches($0, object) }
    }

    /// Whether the runtime has the UIKit class of the object's element (else it makes a UIView).
    static func isRuntimeClass(_ object: IBObject) -> Bool {
        let name = NibNames.viewClass(forKind: object.kind)
        return name == "UIView" || LayoutComparison.knownClasses.contains(name)
    }

    /// UIKit view classes HeadlessUIKit has (NSClassFromString does not see Swift classes on Linux).
    static let knownClasses: Set<String> = [
        "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIStepper",
        "UISegmentedControl", "UIProgressView", "UIActivityIndicatorView", "UIPageControl", "UIDatePicker",
        "UIPickerView", "UIScrollView", "UITableView", "UITableViewCell", "UICollectionView", "UICollectionViewCell",
        "UICollectionReusableView", "UIStackView", "UIVisualEffectView", "UINavigationBar", "UIToolbar", "UITabBar",
        "UISearchBar", "UITableViewCellContentView", "UICollectionViewCellContentView",
    ]

    /// Whether IB says the object's stored frame is not a solution: misplaced or ambiguous.
    func isUntrusted(_ index: Int) -> Bool {
        document[index].isMisplaced == true || document[index].isAmbiguous == true
    }

    /// Stored frames in the root's coordinates (each stored frame is relative to its superview).
    func storedFramesInRoot() -> [Int: CGRect] {
        var result: [Int: CGRect] = [:]
        guard let root = pairs.first?.index else { return result }
        result[root] = CGRect(origin: .zero, size: document[root].frame.map { CGSize(width: $0.width, height: $0.height) } ?? .zero)
        var stack = [root]
        while let index = stack.popLast() {
            let origin = result[index]?.origin ?? .zero
            for child in document[index].children where NibNames.isView(kind: document[child].kind) {
                guard let frame = document[child].frame else { continue }
                result[child] = CGRect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
                stack.append(child)
            }
        }
        return result
    }

    /// Whether the object or an ancestor below the root is misplaced or ambiguous.
    func isUntrustedPath(_ index: Int, root: Int) -> Bool {
        var current: Int? = index
        while let i = current, i != root {
            if isUntrusted(i) { return true }
            current = document[i].parent
        }
        return false
    }

    /// Gives each paired content-sized view its stored size as intrinsic size on the axes it has one.
    func overrideIntrinsicSizes() {
        for (index, view, depth) in pairs where depth > 0 && !isUntrusted(index) {
            guard let frame = document[index].frame else { continue }
            let own = view.intrinsicContentSize
            // Intrinsic sizes are in alignment-rectangle terms (a slider's frame is a point taller).
            let stored = view.alignmentRect(forFrame: CGRect(x: 0, y: 0, width: frame.width, height: frame.height)).size
            let width = own.width == UIView.noIntrinsicMetric ? UIView.noIntrinsicMetric : stored.width
            let height = own.height == UIView.noIntrinsicMetric ? UIView.noIntrinsicMetric : stored.height
            if width != UIView.noIntrinsicMetric || height != UIView.noIntrinsicMetric {
                view.intrinsicContentSizeOverride = CGSize(width: width, height: height)
            }
        }
    }

    /// The records, in document order (paired and unpaired views interleaved by the IB tree).
    func records() -> [LayoutViewRecord] {
        var byIndex: [Int: LayoutViewRecord] = [:]
        for (index, view, depth) in pairs {
            let object = document[index]
            let placed = !view.translatesAutoresizingMaskIntoConstraints || constrained.contains(index)
            byIndex[index] = LayoutViewRecord(
                id: object.id, className: LayoutComparison.className(of: object), depth: depth,
                stored: object.frame.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) },
                solved: view.frame, placed: placed, misplaced: object.isMisplaced == true,
                ambiguous: object.isAmbiguous == true, note: nil)
        }
        for (index, depth, note) in unpaired {
            let object = document[index]
            byIndex[index] = LayoutViewRecord(
                id: object.id, className: LayoutComparison.className(of: object), depth: depth,
                stored: object.frame.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) },
                solved: nil, placed: object.translatesAutoresizingMaskIntoConstraints == false || constrained.contains(index),
                misplaced: object.isMisplaced == true, ambiguous: object.isAmbiguous == true, note: note)
        }
        var ordered: [LayoutViewRecord] = []
        guard let root = pairs.first?.index else { return ordered }
        document.walk(from: root) { object in if let record = byIndex[object.index] { ordered.append(record) } }
        return ordered
    }
}
