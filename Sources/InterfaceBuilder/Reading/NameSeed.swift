/// An interned name: its length and hash, its first sixteen bytes (see `NameKey`), and where its bytes are:
/// `offset >= 0` in the document, `offset < 0` at `-offset - 1` in `NameSeed.store`.
struct NameEntry {
    var offset: Int32
    var length: Int32
    var hash: UInt32
    var w0: UInt64
    var w1: UInt64
}

/// The names documents use most, interned once per process: every element and attribute name the model classifies
/// (with its kinds) and the commonest other element and attribute names of Cocoa Touch documents. Each scan starts
/// from a copy of this table, so a document interns (and makes a String for) only the names it adds, and its names
/// are classified without a lookup (an added name is never a known one).
struct NameSeed: @unchecked Sendable {  // immutable after initialisation; the buffers are never freed
    /// The seeded names, by id.
    let names: [String]
    /// Each seeded name's classification as an attribute and as an element.
    let attrKeys: [AttrKey]
    let elemKinds: [ElemKind]
    /// The entries, by id (`offset` points into `store`).
    let entries: UnsafePointer<NameEntry>
    /// The open-addressing table of ids (-1 empty), `slotCount` slots, at most a quarter full.
    let slots: UnsafePointer<Int32>
    let slotCount: Int
    /// Every seeded name's bytes, back to back.
    let store: UnsafePointer<UInt8>

    static let shared = NameSeed()

    /// Element and attribute names that are common in Cocoa Touch documents but not classified.
    static let common: [String] = [
        "plugIn", "capability", "deployment", "adaptation", "view", "viewController", "viewLayoutGuide",
        "viewControllerLayoutGuide", "button", "tableViewCellContentView", "navigationItem", "tableView", "textField",
        "slider", "tableViewController", "navigationBar", "navigationController", "collectionViewCell", "tabBarItem",
        "tabBar", "textView", "collectionReusableView", "stackView", "activityIndicatorView", "collectionView",
        "tabBarController", "collectionViewFlowLayout", "tableViewSection", "viewControllerPlaceholder",
        "barButtonItem", "scrollView", "switch", "attributes", "fragment", "paragraphStyle", "mask", "include",
        "exclude", "segment", "segmentedControl", "pageControl", "progressView", "datePicker", "pickerView",
        "searchBar", "toolbar", "webView", "wkWebView", "mapView", "visualEffectView", "placeholder", "exit",
        "window", "customObject", "proxyObject", "tapGestureRecognizer", "panGestureRecognizer",
        "swipeGestureRecognizer", "longPressGestureRecognizer", "pinchGestureRecognizer", "splitViewController",
        "pageViewController", "collectionViewController", "containerView", "tableViewCell", "label", "imageView",
        "minToolsVersion", "orientation", "appearance", "prompted",
    ]

    init() {
        var kinds: [String: (AttrKey, ElemKind)] = [:]
        for (name, key) in AttrKey.table { kinds[name, default: (.none, .other)].0 = key }
        for (name, kind) in ElemKind.table { kinds[name, default: (.none, .other)].1 = kind }
        for name in NameSeed.common where kinds[name] == nil { kinds[name] = (.none, .other) }
        let sorted = kinds.sorted { $0.key < $1.key }
        var bytes: [UInt8] = []
        for (name, _) in sorted { bytes.append(contentsOf: name.utf8) }
        let store = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        store.initialize(from: bytes, count: bytes.count)
        var size = 64
        while size < sorted.count * 4 { size <<= 1 }
        let slots = UnsafeMutablePointer<Int32>.allocate(capacity: size)
        slots.initialize(repeating: -1, count: size)
        let entries = UnsafeMutablePointer<NameEntry>.allocate(capacity: max(sorted.count, 1))
        var offset = 0
        for (id, (name, _)) in sorted.enumerated() {
            let length = name.utf8.count
            let key = NameKey(store, offset, length, limit: bytes.count)
            (entries + id).initialize(to: NameEntry(offset: Int32(-offset - 1), length: Int32(length), hash: key.hash, w0: key.w0, w1: key.w1))
            var slot = Int(key.hash) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(id)
            offset += length
        }
        names = sorted.map(\.key)
        attrKeys = sorted.map(\.value.0)
        elemKinds = sorted.map(\.value.1)
        self.entries = UnsafePointer(entries)
        self.slots = UnsafePointer(slots)
        self.slotCount = size
        self.store = UnsafePointer(store)
    }

    /// The kinds of every interned name of a tree: the seeded names' own, none for the names it added.
    func classify(_ tree: XMLTree) -> (attr: [AttrKey], elem: [ElemKind]) {
        let added = tree.names.count - names.count
        guard added > 0 else { return (attrKeys, elemKinds) }
        return (attrKeys + repeatElement(.none, count: added), elemKinds + repeatElement(.other, count: added))
    }
}
