import Foundation

/// What the encoder needs to know of an element kind (`button`, `tableViewCell`…), worked out on the kind's first sight
/// in a document instead of for every object (issue 14): whether it is a view, its UIKit class, whether it is a
/// control, and its class-specific encoding as a small number instead of a chain of string comparisons.
///
/// A direct-mapped cache keyed on the kind `String`'s two words: a document's element names are interned (every
/// element of a kind hands out the same storage), and the cache keeps each string it holds alive, so equal words
/// always mean equal bytes.
struct NibKindCache {
    /// A kind's class-specific encoding (`ViewEncoder.encodeClassSpecific`).
    enum Special: UInt8 {
        case none, button, label, textField, imageView, `switch`, slider, segmentedControl, activityIndicatorView
        case stackView, bar, tableView, scrollView, textView, collectionView, tableViewCell, collectionCell
    }

    /// One kind's facts. A class (issue 14, tenth round): handed out for every object, the struct was copied with
    /// its two strings retained and released, ≈ 90 instructions a copy; one retain now.
    final class Info: Sendable {
        /// Encoded with `UIBounds`, `UISubviews`… rather than as a plain object (`NibNames.isView(kind:)`).
        let isView: Bool
        /// Its UIKit class: `NibNames.viewClass(forKind:)` for a view, `objectClass(forKind:)` otherwise.
        let uiClass: String
        /// `uiClass` as a `NibClass` when it is one (issue 14, seventh round: the builder then numbers it with one array
        /// load instead of looking the name up).
        let classCode: NibClass?
        /// Has `UIControl`'s keys (`NibEnumValues.controlKinds`).
        let isControl: Bool
        /// Its class-specific encoding.
        let special: Special
        /// `NibNames.controllerClass(forKind:)` for a kind ending in `Controller`, nil otherwise (issue 14, tenth round:
        /// built for every controller, ≈ 1,700 instructions each).
        let controllerClass: String?
        /// The element name these are the facts of.
        let kind: String

        init(kind: String) {
            self.kind = kind
            isView = NibNames.isView(kind: kind)
            uiClass = isView ? NibNames.viewClass(forKind: kind) : NibNames.objectClass(forKind: kind)
            classCode = NibClass.table.number(uiClass).flatMap(NibClass.init(rawValue:))
            isControl = NibEnumValues.controlKinds.contains(kind)
            controllerClass = kind.hasSuffix("Controller") ? NibNames.controllerClass(forKind: kind) : nil
            switch kind {
            case "button": special = .button
            case "label": special = .label
            case "textField": special = .textField
            case "imageView": special = .imageView
            case "switch": special = .switch
            case "slider": special = .slider
            case "segmentedControl": special = .segmentedControl
            case "activityIndicatorView": special = .activityIndicatorView
            case "stackView": special = .stackView
            case "navigationBar", "toolbar", "tabBar": special = .bar
            case "tableView": special = .tableView
            case "scrollView": special = .scrollView
            case "textView": special = .textView
            case "collectionView": special = .collectionView
            case "tableViewCell": special = .tableViewCell
            case "collectionViewCell", "collectionReusableView": special = .collectionCell
            default: special = .none
            }
        }
    }

    /// One kind's facts as the cache hands them out: the plain ones by value, the names through the `Info`, which is
    /// not retained (issue 14, seventeenth round: an `Info` returned +1 was an atomic retain and release per view,
    /// ≈ 2,900 a corpus pass). Every `Info` outlives the cache: the common kinds' are the process's, and the cache keeps
    /// each one it makes (`made`), also after its slot is taken by another kind.
    struct Kind {
        /// `Info.isView`.
        let isView: Bool
        /// `Info.classCode`.
        let classCode: NibClass?
        /// `Info.isControl`.
        let isControl: Bool
        /// `Info.special`.
        let special: Special
        private let info: Unmanaged<Info>

        /// The facts of `info`, which must outlive this value.
        @inline(__always)
        init(_ info: Info) {
            (isView, classCode, isControl, special) = (info.isView, info.classCode, info.isControl, info.special)
            self.info = Unmanaged.passUnretained(info)
        }

        /// `Info.uiClass`.
        var uiClass: String { info._withUnsafeGuaranteedRef { $0.uiClass } }
        /// `Info.controllerClass`.
        var controllerClass: String? { info._withUnsafeGuaranteedRef { $0.controllerClass } }
    }

    private struct Entry {
        let kind: String
        let info: Info
    }

    /// Every `Info` this cache made (not a common kind's): kept for the cache's life, so that a `Kind` handed out stays
    /// valid when its slot is reused (a document's kinds are a few dozen names).
    private var made: [Info] = []
    /// How many `Info`s this cache made and keeps (tests: one per distinct kind, however often a kind misses).
    var madeCount: Int { made.count }

    /// A free slot: the empty kind, which no element has.
    private static let free = Entry(kind: "", info: Info(kind: ""))

    /// The facts of the kinds most documents use, worked out once per process: a miss (a kind's first sight in a
    /// document) is then one table lookup instead of the set lookups, suffix tests and class-name building of
    /// `Info(kind:)` (≈ 3,000 instructions).
    private static let commonKinds: [String] = [
        "view", "label", "button", "imageView", "textField", "textView", "scrollView", "stackView", "tableView",
        "tableViewCell", "tableViewCellContentView", "collectionView", "collectionViewCell",
        "collectionViewCellContentView", "collectionReusableView", "collectionViewFlowLayout", "switch", "slider",
        "segmentedControl", "activityIndicatorView", "progressView", "pageControl", "datePicker", "pickerView",
        "searchBar", "navigationBar", "toolbar", "tabBar", "navigationItem", "barButtonItem", "tabBarItem",
        "tableViewSection", "segment", "customObject", "placeholder", "exit", "viewControllerLayoutGuide",
        "viewLayoutGuide", "containerView", "mapView", "wkWebView", "visualEffectView", "viewController",
        "navigationController", "tableViewController", "collectionViewController", "tabBarController",
        "pageViewController", "splitViewController", "viewControllerPlaceholder", "tapGestureRecognizer",
        "panGestureRecognizer", "swipeGestureRecognizer", "longPressGestureRecognizer",
    ]
    /// The facts of `commonKinds`, in order.
    private static let commonInfos: [Info] = commonKinds.map { Info(kind: $0) }
    /// `commonKinds` → position, a `NibNameTable` (no SipHash).
    private static let common = NibNameTable(commonKinds.enumerated().map { ($0.element, $0.offset) })

    /// The facts of the common kinds by their shared seed name id (issue 14, thirteenth round): every document interns
    /// a seeded name under the same id, so `info(of:)` finds a common kind with one array load, without fetching the
    /// name's `String` (a retain and a release for a name past 15 bytes) or a cache slot (a miss per document for such
    /// a name, ≈ 650 instructions).
    private static let seeded: [Info?] = {
        var table = [Info?](repeating: nil, count: NameSeed.shared.names.count)
        for (i, kind) in commonKinds.enumerated() {
            let id = NameSeed.seedID(of: kind)
            if id >= 0 { table[Int(id)] = commonInfos[i] }
        }
        return table
    }()

    /// The facts of `element`'s kind (its element name): by its seed id for a common kind, else as `info(_:)`.
    @inline(__always)
    mutating func info(of element: IBElement) -> Kind {
        // Read through the storage in place (issue 14, seventeenth round: the tree taken into a local was a retain and
        // a release of its node table per view).
        let storage = element.storage
        let id = Int(storage.nameID(of: element.node))
        let seeded = NibKindCache.seeded
        // The tree's seed is the shared one (its count checked, not assumed).
        if id >= 0, id < seeded.count, storage.seedCount == seeded.count, let info = seeded[id] { return Kind(info) }
        return info(storage.tree.name(of: element.node))
    }

    /// Allocated on first use (a power of two); a free slot holds `free`.
    private var slots: [Entry] = []
    private static let slotCount = 64

    init() {}

    /// The facts of `kind` (computed on a miss, then kept).
    @inline(__always)
    mutating func info(_ kind: String) -> Kind {
        let (first, second) = unsafeBitCast(kind, to: (UInt64, UInt64).self)
        let mixed = (first ^ (second &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD
        let slot = Int(truncatingIfNeeded: mixed >> 58) & (NibKindCache.slotCount - 1)
        if !slots.isEmpty {
            let words = unsafeBitCast(slots[slot].kind, to: (UInt64, UInt64).self)
            // The same words: the same string (kept alive here), so the same kind.
            if words.0 == first && words.1 == second { return Kind(slots[slot].info) }
        }
        return miss(kind, slot)
    }

    private mutating func miss(_ kind: String, _ slot: Int) -> Kind {
        if slots.isEmpty { slots = Array(repeating: NibKindCache.free, count: NibKindCache.slotCount) }
        let info: Info
        if let common = NibKindCache.common.number(kind) {
            info = NibKindCache.commonInfos[common]
        } else if let known = made.first(where: { $0.kind == kind }) {
            info = known
        } else {
            info = Info(kind: kind)
            made.append(info)
        }
        slots[slot] = Entry(kind: kind, info: info)
        return Kind(info)
    }
}
