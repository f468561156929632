import Foundation

/// Encodes the objects of one nib: views (recursively), attached objects (items, sections, recognizers), layout guides,
/// constraints, colors, fonts and connections, and the upstream placeholders that reach objects outside the nib.
struct ViewEncoder {
    /// What an `UpstreamPlaceholder-N` proxy of this nib stands for in the enclosing nib (scene nib, or enclosing view nib).
    enum Upstream: Hashable { case controller, segue(Int), object(Int) }

    /// The document, by address (issue 14, sixteenth round: a copy held here retained ≈ 35 references an encoder).
    /// Changes only when a spare encoder goes from document to document (`NibBuilderPool.takeEncoder`), which drops the
    /// tables held for the last document's source tables.
    var document: BorrowedDocument { didSet { sourceDocument = nil } }
    /// The nib's name (changes when the encoder is reused for another nib: `reset(nibName:)`).
    var nibName: String
    /// Whether `finish` empties the builder in place for this encoder's next nib (an encoder reused across a
    /// storyboard's nibs, issue 14, eighth round) instead of giving it back to the pool.
    var keepsBuilder = false
    /// The nib being built: a spare from `NibBuilderPool`, given back by `finish` (issue 14).
    var builder = NibBuilderPool.shared.take()
    /// IB object index → encoded object.
    var encoded = NibRefMap()
    /// Encoded views and objects, constraints and layout guides, in encoding order.
    var viewList: [NibArchiveBuilder.Ref] = []
    var constraintList: [NibArchiveBuilder.Ref] = []
    var guideList: [NibArchiveBuilder.Ref] = []
    /// Scratch references for the arrays being gathered (a view's subviews, its layout guides), a stack: each user
    /// pushes above what is there and pops what it pushed, so nested views share it (issue 14, twelfth round). A plain
    /// table (issue 14, twentieth round: an `Array`, each push checked its buffer's uniqueness and each pop of several
    /// went through the standard library's generic `replaceSubrange`, ≈ 80 instructions); the encoder is moved, never
    /// copied, as its builder is.
    var refStack = NibPlainTable<NibArchiveBuilder.Ref>()
    /// The one `NSSpace` string symbolic constraints share.
    var symbolicSpace: NibArchiveBuilder.Ref?
    /// Connections, in order.
    var connections: [NibArchiveBuilder.Ref] = []
    /// Notes on what differs from ibtool.
    var notes: [NibCompileNote] = []
    /// The controller whose view this nib holds (reached through `UpstreamPlaceholder`s), if any.
    var controllerIndex: Int?
    /// The upstream targets, in proxy order (`UpstreamPlaceholder-1` is `upstreams[0]`).
    var upstreams: [Upstream] = []
    /// The upstream proxies, parallel to `upstreams`.
    var upstreamProxies: [NibArchiveBuilder.Ref] = []
    /// Prototype external-object dictionaries to fill once the whole nib is encoded: (dictionary, [(key string, target)]).
    var pendingExternals: [(NibArchiveBuilder.Ref, [(NibArchiveBuilder.Ref, Upstream)])] = []
    /// IB constraint index → encoded constraint (outlets to constraints).
    var encodedConstraints = NibRefMap()
    /// The First Responder proxy, once made.
    var responderProxy: NibArchiveBuilder.Ref?
    /// Where archive objects came from in the source, in encoding order (read by `sourceTables()`); appended to as
    /// `(ref, source)` pairs (`Array<NibSourceEntry>.append(_:)`).
    var sources: [NibSourceEntry] = []
    /// Encoded IB objects that carry user-defined runtime attributes: (IB index, encoded object).
    var runtimeAttributeOwners: [(index: Int, ref: NibArchiveBuilder.Ref)] = []
    /// The source tables of the nested prototype nibs, keyed `#<UINib object index>` (chained for nested prototypes).
    var nestedSourceTables: [NibSourceTable] = []
    /// The document's tables for this encoder's source tables, made on the first nib of a document; nil again whenever
    /// `document` is set.
    var sourceDocument: NibSourceDocument?

    /// What each element kind means to the encoder, worked out once per kind (handed from nib to nib of a document).
    var kinds = NibKindCache()

    init(document: BorrowedDocument, nibName: String) {
        self.document = document
        self.nibName = nibName
        // Room for a typical nib: growing these from empty reallocated each several times per nib.
        viewList.reserveCapacity(32)
        refStack.reserveCapacity(32)
        sources.reserveCapacity(64)
        pendingConstraintOwners.reserveCapacity(32)
        connections.reserveCapacity(16)
    }

    mutating func note(_ message: String) {
        notes.append(NibCompileNote(nib: nibName, message: message))
    }

    /// The proxy standing for `target` (made on first use).
    mutating func upstream(_ target: Upstream) -> NibArchiveBuilder.Ref {
        if let i = upstreams.firstIndex(of: target) { return upstreamProxies[i] }
        upstreams.append(target)
        let proxy = builder.proxy(NibNames.upstreamPlaceholder(upstreams.count))
        upstreamProxies.append(proxy)
        switch target {
        case .controller: if let controllerIndex { sources.append((proxy.index, .object(controllerIndex))) }
        case .segue(let index): sources.append((proxy.index, .connection(index)))
        case .object(let index): sources.append((proxy.index, .object(index)))
        }
        return proxy
    }

    /// Records that `ref` encodes the IB object `index` (`encoded`, its source, its runtime attributes).
    mutating func register(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        let first = encoded.updateValue(ref, forKey: index) == nil
        sources.append((ref.index, .object(index)))
        // The extras read in place, not through `IBObject.runtimeAttributes` (issue 14, eleventh round: a getter of
        // the object, called on `document.objects[index]`, copied the whole object; likewise below).
        if first, document.objects[index].extrasBox?.value.runtimeAttributes.isEmpty == false {
            runtimeAttributeOwners.append((index, ref))
        }
    }

    /// Records that a proxy of this nib stands for the IB object `index` (File's Owner, First Responder) without making
    /// it the object's encoding.
    mutating func registerProxy(_ ref: NibArchiveBuilder.Ref, standingFor index: Int?) {
        if let index { sources.append((ref.index, .object(index))) }
    }

    /// What a nib's `UINibObjectsKey` array holds after its top-level objects (`finish`): `middle`, then, with
    /// `lists`, every IB object encoded in ibtool's order (XML constraints, layout guides, then views) without
    /// `excluded` (and, with `skippingHead`, without the top-level objects).
    struct ObjectsAfterTop {
        var middle: [NibArchiveBuilder.Ref] = []
        var excluded: NibArchiveBuilder.Ref?
        var skippingHead = false
        var lists = true
    }

    /// Fills the root object (with the runtime attributes of the encoded objects) and returns the archive. The top-level
    /// objects are `refStack[topBase...]`, pushed by the caller and popped here (issue 14, twelfth round: a list per
    /// nib). The objects array's elements are written straight into the builder (twelfth round: `nibObjects` made a
    /// list of every object of the nib first, an allocation and a copy per nib).
    mutating func finish(topFrom topBase: Int, objects: ObjectsAfterTop, connections: ArraySlice<NibArchiveBuilder.Ref>) -> NibArchive {
        let pairs = encodeRuntimeAttributes()
        // The three lists moved into locals and read through their buffers (issue 14, eighteenth round: a copy of each
        // list was a retain and a release each); the stack, a plain table, read in place.
        var constraints: [NibArchiveBuilder.Ref] = []
        var guides: [NibArchiveBuilder.Ref] = [], views: [NibArchiveBuilder.Ref] = []
        swap(&constraints, &constraintList)
        swap(&guides, &guideList)
        swap(&views, &viewList)
        let head = UnsafeBufferPointer(rebasing: refStack.elements[topBase...])
        let top = builder.array(head)
        let all = builder.array(UnsafeBufferPointer<NibArchiveBuilder.Ref>(start: nil, count: 0))
        builder.append(head, toArray: all)
        builder.append(objects.middle, toArray: all)
        if objects.lists {
            let skipped = objects.skippingHead ? head : UnsafeBufferPointer(start: nil, count: 0)
            constraints.withUnsafeBufferPointer { builder.append($0, toArray: all, except: objects.excluded, skipping: skipped) }
            guides.withUnsafeBufferPointer { builder.append($0, toArray: all, except: objects.excluded, skipping: skipped) }
            views.withUnsafeBufferPointer { builder.append($0, toArray: all, except: objects.excluded, skipping: skipped) }
        }
        swap(&constraints, &constraintList)
        swap(&guides, &guideList)
        swap(&views, &viewList)
        refStack.removeLast(refStack.count - topBase)
        builder.finishRoot(top: top, all: all, connections: connections, keyValuePairs: pairs)
        let archive = builder.archive()
        // The archive holds its own bytes: the builder's tables go back to the pool for the next nib, or stay with a
        // reused encoder, emptied.
        if keepsBuilder { NibBuilderPool.empty(&builder) } else { NibBuilderPool.shared.recycle(&builder) }
        return archive
    }

    /// The object of this nib a nested nib's upstream target means: an encoded object, else an upstream proxy of this nib.
    mutating func resolve(_ target: Upstream) -> NibArchiveBuilder.Ref {
        if case .object(let index) = target {
            if let ref = encoded[index] { return ref }
            if index == controllerIndex { return upstream(.controller) }
            if document.objects[index].element.valueEquals(.placeholderIdentifier, "IBFirstResponder"), let responderProxy { return responderProxy }
        }
        return upstream(target)
    }

    /// Fills the prototype nibs' external-object dictionaries (call once every object of the nib is encoded).
    mutating func resolveExternals() {
        let pending = pendingExternals
        pendingExternals = []
        for (dictionary, targets) in pending {
            var values: [(String, NibValue)] = [("NSInlinedValue", .bool(true))]
            for (key, target) in targets {
                values.append(("UINibEncoderEmptyKey", .object(key.index)))
                values.append(("UINibEncoderEmptyKey", .object(resolve(target).index)))
            }
            builder.setProperties(dictionary.index, values)
        }
    }

    // MARK: Views and objects

    /// Encodes a view and its subtree (a non-view object goes to `encodeObject`); `atOrigin` puts it at (0, 0).
    mutating func encodeView(_ index: Int, atOrigin: Bool = false) -> NibArchiveBuilder.Ref {
        // The element borrowed, not copied (issue 14, seventeenth round: a copy was an atomic retain and release of the
        // document's storage per view): its storage reached unretained, which the document keeps alive through the
        // compile, and the element made from it passed `borrowing`.
        IBElement.borrowing(document.elementParts(ofObject: index)) { encodeView(index, $0, atOrigin: atOrigin) }
    }

    private mutating func encodeView(_ index: Int, _ element: borrowing IBElement, atOrigin: Bool) -> NibArchiveBuilder.Ref {
        // No `IBObject` copy: each field is read by index where it is used, the element kept (issue 14, tenth round:
        // the object, held across the builder's `mutating` calls, was copied whole, ≈ 10 references retained and
        // released a view; see the sixth round). The class-specific helpers too since the eleventh round.
        // By the element's seeded name id (issue 14, thirteenth round: the name's `String` fetched and its cache slot
        // found for every view).
        let kind = kinds.info(of: element)
        guard kind.isView else { return encodeObject(index) }
        let fields = ViewFields(element)
        let ref = makeObject(element, kind, mayHaveCustomClass: fields.hasCustomClass)
        register(index, ref)
        viewList.append(ref)

        if var frame = document.objects[index].frame {
            if atOrigin { frame.x = 0; frame.y = 0 }
            builder.set(ref, .UIBounds, doubles: 0, 0, frame.width, frame.height)
            builder.set(ref, .UICenter, doubles: frame.x + frame.width / 2, frame.y + frame.height / 2)
        }
        // The hierarchy children (`NibHierarchy.subviews`: a cell's content view, then the non-prototype `<subviews>`)
        // encoded in one loop and gathered on the encoder's scratch stack (issue 14, twelfth round: an array per
        // parent view, sized once since the tenth round, was still an allocation and a free each).
        let base = refStack.count
        let content = NibHierarchy.contentView(of: index, in: document)
        if let content {
            let encodedContent = encodeView(content)
            refStack.append(encodedContent)
        }
        if !document.objects[index].subviewList.isEmpty {
            for child in document.objects[index].subviewList where !NibHierarchy.isPrototype(child, in: document) {
                let encodedChild = encodeView(child)
                refStack.append(encodedChild)
            }
        }
        if kind.special == .tableViewCell, let frame = document.objects[index].frame {
            // ibtool adds the cell's separator view.
            let separator = builder.object(._UITableViewCellSeparatorView)
            builder.set(separator, .UIBounds, doubles: 0, 0, frame.width - 15, 1)
            builder.set(separator, .UICenter, doubles: 15 + (frame.width - 15) / 2, frame.height - 0.5)
            for key in [NibKey.UIDeepDrawRect, .UIOpaque, .UIAutoresizeSubviews] { builder.set(separator, key, .bool(true)) }
            builder.set(separator, .UIViewSemanticContentAttribute, .integer(0))
            builder.set(separator, .UIViewLargeContentStoredProperties, .null)
            refStack.append(separator)
        }
        if refStack.count > base {
            let array = popArray(from: base, mutable: true)
            builder.set(ref, .UISubviews, array)
        }
        if let position = document.colorPosition(ofObject: index, "backgroundColor") {
            let color = encodeColor(ofObject: index, at: position)
            builder.set(ref, .UIBackgroundColor, color)
        }
        builder.set(ref, .UIDeepDrawRect, .bool(true))
        if fields.opaque ?? true { builder.set(ref, .UIOpaque, .bool(true)) }
        if fields.hidden == true { builder.set(ref, .UIHidden, .bool(true)) }
        if let alpha = fields.alpha, alpha != 1 { builder.set(ref, .UIAlpha, .double(alpha)) }
        if fields.userInteractionEnabled == false { builder.set(ref, .UIUserInteractionDisabled, .bool(true)) }
        // By the interned name's id (issue 14, thirteenth round; a `String` comparison by length first before).
        let isCellContentView = element.isNamed("tableViewCellContentView", seedID: IBElement.cellContentViewSeedID)
        if isCellContentView, fields.multipleTouchEnabled == true {
            builder.set(ref, .UIMultipleTouchEnabled, .bool(true))
        }
        builder.set(ref, .UIAutoresizeSubviews, .bool(true))
        let mask = document.objects[index].autoresizingMask.map { Int($0.rawValue) } ?? 36
        if mask != 0 && !isCellContentView { builder.set(ref, .UIAutoresizingMask, .integer(mask)) }
        if let mode = fields.contentMode, mode != 0 {
            builder.set(ref, .UIContentMode, .integer(mode))
        }
        if fields.clipsSubviews == true { builder.set(ref, .UIClipsToBounds, .bool(true)) }
        // A `fixedFrame` view (placed by its frame, no constraints) translates its mask at run
        // time whatever the XML's flag says: ibtool gives it autoresizing-mask constraints.
        if fields.translatesAutoresizingMaskIntoConstraints == false && fields.fixedFrame != true {
            builder.set(ref, .UIViewDoesNotTranslateAutoresizingMaskIntoConstraints, .bool(true))
        }
        if let tag = fields.tag, tag != 0 { builder.set(ref, .UITag, .integer(tag)) }
        encodeTint(ofObject: index, ref)
        encodeLayoutProperties(index, fields, ref)
        encodeViewLayoutGuides(of: index, owner: ref)
        // The constraint list's place, just before `UIViewSemanticContentAttribute`, kept for `encodeConstraints`.
        pendingConstraintOwners.append((index, ref, builder.reserveSlot()))
        builder.set(ref, .UIViewSemanticContentAttribute, .integer(0))
        builder.set(ref, .UIViewLargeContentStoredProperties, .null)
        encodeClassSpecific(index, kind, ref)
        encodeAttachments(of: index, onto: ref)
        return ref
    }

    /// A `UIClassSwapper` for a custom class, else an object of the kind's class (by its `NibClass` when it has one).
    mutating func makeObject(_ element: IBElement, _ kind: NibKindCache.Kind,
                             mayHaveCustomClass: Bool = true) -> NibArchiveBuilder.Ref {
        // The class name read only where it is written (a known class goes by its code: no `String` retained).
        guard mayHaveCustomClass, let custom = element.slot(.customClass) else {
            if let code = kind.classCode { return builder.object(code) }
            return builder.object(kind.uiClass)
        }
        let ref = builder.object(.UIClassSwapper)
        // Written from the source bytes (issue 14, thirteenth round: two `String`s decoded and a third built).
        builder.set(ref, .UIClassName, builder.runtimeClassName(element, customClass: custom))
        builder.set(ref, .UIOriginalClassName, builder.string(kind.uiClass))
        return ref
    }

    /// Encodes an object that is not a view (bar and navigation items, sections, gesture recognizers, custom objects…):
    /// its class, `UITitle`, `UIImage`, `UITag`, a few typed attributes, and its own attached children.
    mutating func encodeObject(_ index: Int) -> NibArchiveBuilder.Ref {
        // The element, not an `IBObject` copy (issue 14, tenth round, as in `encodeView`).
        let element = document.objects[index].element
        let ref = makeObject(element, kinds.info(of: element))
        register(index, ref)
        viewList.append(ref)
        // Strings copied from the source bytes (issue 14, seventh round), the five typed ones without a literal array.
        builder.setString(ref, .UITitle, element, .title)
        builder.setString(ref, .UIImage, element, .image)
        if let tag = element.sourceInteger(.tag), tag != 0 { builder.set(ref, .UITag, .integer(tag)) }
        builder.setString(ref, .UIHeaderTitle, element, .headerTitle)
        builder.setString(ref, .UIFooterTitle, element, .footerTitle)
        builder.setString(ref, .UISystemItem, element, .systemItem)
        builder.setString(ref, .UIStyle, element, .style)
        builder.setString(ref, .UIIdentifier, element, .identifier)
        if element.isNamed("collectionViewFlowLayout", seedID: IBElement.flowLayoutSeedID) { encodeFlowLayout(index, ref) }
        encodeAttachments(of: index, onto: ref)
        return ref
    }

    /// Children that are neither hierarchy subviews nor prototypes: encoded and stored on the parent under
    /// `UI<Key>` (one object, e.g. `UINavigationItem`, `UIRightBarButtonItem`) or `UI<Container>` (an `NSArray`, e.g.
    /// `UISections`, `UICells`, `UIItems`). `skipping` leaves out children the caller encodes elsewhere.
    mutating func encodeAttachments(of index: Int, onto ref: NibArchiveBuilder.Ref, skipping: (Int) -> Bool = { _ in false }) {
        let children = document.objects[index].childList
        guard children.count > document.objects[index].subviewList.count else { return }
        let content = NibHierarchy.contentView(of: index, in: document)
        // Each group remembers the container name it was made for: a later child of that container joins it without
        // its key being built again (issue 14, tenth round); a new name whose key a group already has still joins it.
        var groups: [(name: String, key: String, items: [NibArchiveBuilder.Ref])] = []
        for child in children {
            let container = document.objects[child].container
            if container == "subviews" || child == content || skipping(child) || NibHierarchy.isPrototype(child, in: document) {
                continue
            }
            // Kinds and keys read by index (issue 14, tenth round: `IBObject`'s getters took the whole object).
            // Guides tested by interned name id, the parent's kind from the kind cache (issue 14, tenth round: two
            // `String`s and a set lookup per child).
            // What the child's element says, read with it borrowed before the child is encoded (issue 14, seventeenth
            // round: the element kept across `encodeView` was a retain and a release of the document's storage).
            // A known key is found by the attribute's bytes (issue 14, thirteenth round), else its text is kept.
            let facts = document.withElement(ofObject: child) { element -> (guide: Bool, viewGuide: Bool, key: NibKey?, keyText: String?) in
                let guide = element.isNamed("viewControllerLayoutGuide", seedID: IBElement.controllerLayoutGuideSeedID)
                let viewGuide = element.isNamed("viewLayoutGuide", seedID: IBElement.viewLayoutGuideSeedID)
                guard let keySlot = element.slot(.key) else { return (guide, viewGuide, nil, nil) }
                let known = keySlot.hasReferences ? nil : element.storage.tree.bytes.withUnsafeBufferPointer {
                    NibKey.attachmentKeys.lookup($0, Int(keySlot.valueStart), Int(keySlot.valueEnd)) ?? nil
                }
                if let known, let key = NibKey(rawValue: known) { return (guide, viewGuide, key, nil) }
                return (guide, viewGuide, nil, element.storage.tree.value(keySlot))
            }
            if facts.guide { continue }
            if facts.viewGuide && kinds.info(of: document.objects[index].element).isView { continue }
            let encodedChild = encodeView(child)
            if facts.key != nil || facts.keyText != nil {
                if let key = facts.key {
                    builder.set(ref, key, encodedChild)
                } else if let keyText = facts.keyText {
                    builder.set(ref, NibNames.attachmentKey(keyText), encodedChild)
                }
            } else {
                let name = container ?? "children"
                if let i = groups.firstIndex(where: { $0.name == name }) {
                    groups[i].items.append(encodedChild)
                } else {
                    let key = NibNames.attachmentKey(name)
                    if let i = groups.firstIndex(where: { $0.key == key }) {
                        groups[i].items.append(encodedChild)
                    } else {
                        groups.append((name, key, [encodedChild]))
                    }
                }
            }
        }
        for (_, key, items) in groups { builder.set(ref, key, builder.array(items)) }
    }

    /// Views whose constraints are encoded once every view of the nib exists.
    var pendingConstraintOwners: [(index: Int, ref: NibArchiveBuilder.Ref, slot: Int)] = []

    /// The keys of the view's class, after the `UIView` keys: `UIControl`'s for controls, then the class's own.
    mutating func encodeClassSpecific(_ index: Int, _ kind: NibKindCache.Kind, _ ref: NibArchiveBuilder.Ref) {
        // Every kind's helper reads object `index` in place (issue 14, eleventh round: the kinds other than plain views,
        // labels, image and scroll views and table cells took an `IBObject` from `document[index]`, a copy of the whole
        // object, ≈ 550 instructions with its destroy and a dozen retains and releases a button, field, stack or table view).
        if kind.isControl { encodeControl(index, ref) }
        switch kind.special {
        case .button: encodeButton(index, ref)
        case .label: encodeLabel(index, ref)
        case .textField: encodeTextField(index, ref)
        case .imageView: encodeImageView(index, ref)
        case .switch: encodeSwitch(index, ref)
        case .slider: encodeSlider(index, ref)
        case .segmentedControl: encodeSegmentedControl(index, ref)
        case .activityIndicatorView: encodeActivityIndicator(index, ref)
        case .stackView: encodeStackView(index, ref)
        case .bar: encodeBar(index, ref)
        case .tableView:
            encodeScrollView(index, ref)
            encodeTableView(index, ref)
        case .scrollView:
            encodeScrollView(index, ref)
        case .textView:
            encodeScrollView(index, ref)
            encodeTextView(index, ref)
        case .collectionView:
            encodeScrollView(index, ref)
            encodePrototypes(of: index, ref, nibsKey: .UICollectionViewCellPrototypeNibs,
                             externalsKey: .UICollectionViewCellPrototypeNibExternalObjects)
        case .tableViewCell: encodeTableViewCell(index, ref)
        case .collectionCell: encodeCollectionCell(index, ref)
        case .none:
            setText(ofObject: index, ref, attributed: false)
        }
    }

    /// `UITableView`'s own keys (after the scroll view's).
    mutating func encodeTableView(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        // The eight attributes read in one pass (issue 14, fifth round), the first of each kind counting.
        var styleName: String?, separatorName: String?
        var rowHeight: String?, headerHeight: String?, footerHeight: String?
        var estimatedRow: String?, estimatedHeader: String?, estimatedFooter: String?
        var walk = IBAttributeWalk(document.objects[index].element)
        while let (key, slot) = walk.next() {
            switch key {
            case .style: if styleName == nil { styleName = walk.string(slot) }
            case .separatorStyle: if separatorName == nil { separatorName = walk.string(slot) }
            case .rowHeight: if rowHeight == nil { rowHeight = walk.string(slot) }
            case .sectionHeaderHeight: if headerHeight == nil { headerHeight = walk.string(slot) }
            case .sectionFooterHeight: if footerHeight == nil { footerHeight = walk.string(slot) }
            case .estimatedRowHeight: if estimatedRow == nil { estimatedRow = walk.string(slot) }
            case .estimatedSectionHeaderHeight: if estimatedHeader == nil { estimatedHeader = walk.string(slot) }
            case .estimatedSectionFooterHeight: if estimatedFooter == nil { estimatedFooter = walk.string(slot) }
            default: break
            }
        }
        func real(_ text: String?, _ fallback: Double) -> NibValue { .float(Float(text.flatMap { Double($0) } ?? fallback)) }
        // Switches, not dictionary literals: a literal is built and hashed on every call.
        let style: Int
        switch styleName ?? "plain" {
        case "grouped": style = 1
        case "insetGrouped": style = 2
        default: style = 0
        }
        builder.set(ref, .UITableViewStyle, .integer(style))
        builder.set(ref, .UIStyle, .integer(style))
        let separator: Int
        switch separatorName ?? "default" {
        case "none": separator = 0
        case "singleLineEtched": separator = 2
        default: separator = 1
        }
        builder.set(ref, .UISeparatorStyle, .integer(separator))
        builder.set(ref, .UISeparatorStyleIOS5AndLater, .integer(separator))
        builder.set(ref, .UIRowHeight, real(rowHeight, 44))
        builder.set(ref, .UISectionHeaderHeight, real(headerHeight, 28))
        builder.set(ref, .UISectionFooterHeight, real(footerHeight, 28))
        builder.set(ref, .UIEstimatedRowHeight, real(estimatedRow, 0))
        builder.set(ref, .UIEstimatedSectionHeaderHeight, real(estimatedHeader, 0))
        builder.set(ref, .UIEstimatedSectionFooterHeight, real(estimatedFooter, 0))
        builder.set(ref, .UIInsetsContentViewsToSafeArea, .bool(true))
        encodePrototypes(of: index, ref, nibsKey: .UITableViewCellPrototypeNibs, externalsKey: .UITableViewCellPrototypeNibExternalObjects)
        builder.set(ref, .UISeparatorInsetReference, .integer(0))
    }

    /// Compiles each prototype cell of a table or collection view into a nested nib (`UINib` with `archiveData`), keyed by
    /// reuse identifier; the external-object dictionaries map the nested nib's `UpstreamPlaceholder-N` to objects of this nib.
    mutating func encodePrototypes(of index: Int, _ ref: NibArchiveBuilder.Ref, nibsKey: NibKey, externalsKey: NibKey) {
        let prototypes = document.objects[index].childList.filter { NibHierarchy.isPrototype($0, in: document) }
        guard !prototypes.isEmpty else { return }
        var nibs: [(NibArchiveBuilder.Ref, NibArchiveBuilder.Ref)] = []
        var externals: [(NibArchiveBuilder.Ref, NibArchiveBuilder.Ref)] = []
        // Sized once, an entry per prototype each.
        nibs.reserveCapacity(prototypes.count)
        externals.reserveCapacity(prototypes.count)
        for cell in prototypes {
            let reuse = document.objects[cell].element.value(.reuseIdentifier) ?? document.id(ofObject: cell)
            // A spare encoder from the pool, with its builder, lists and maps, given back below (issue 14, fifteenth
            // round: a new encoder per prototype, its lists reserved and maps grown, then all freed; compile 32.60 ->
            // 32.50 M a steady pass).
            var nested = NibBuilderPool.shared.takeEncoder(document: document, nibName: "\(nibName) prototype \(reuse)")
            // The nested nib shares this nib's kind cache (moved in and back, no copy).
            swap(&nested.kinds, &kinds)
            let nestedArchive = nested.compileStandalone(root: cell)
            swap(&nested.kinds, &kinds)
            notes += nested.notes
            let data = builder.object(.NSData)
            builder.set(data, .NS_bytes, bytes: nestedArchive.data())
            let nib = builder.object(.UINib)
            // The two parts apart (`sourceTables()` made a list of them).
            let tables = nested.ownSourceTables()
            nestedSourceTables.append(tables.main.nested(in: nib.index))
            for table in tables.nested { nestedSourceTables.append(table.nested(in: nib.index)) }
            builder.set(nib, .captureEnclosingNIBBundleOnDecode, .bool(true))
            builder.set(nib, .archiveData, data)
            let key = builder.string(reuse)
            nibs.append((key, nib))
            let dictionary = builder.dictionary([], mutable: true)
            externals.append((key, dictionary))
            if !nested.upstreams.isEmpty {
                let targets = nested.upstreams.enumerated().map { (builder.string(NibNames.upstreamPlaceholder($0.offset + 1)), $0.element) }
                pendingExternals.append((dictionary, targets))
            }
            NibBuilderPool.shared.recycle(encoder: consume nested)
        }
        builder.set(ref, nibsKey, builder.dictionary(nibs, mutable: true))
        builder.set(ref, externalsKey, builder.dictionary(externals, mutable: true))
    }

    /// A nested nib whose top level is one view (a prototype cell) with File's Owner, First Responder and the upstream
    /// placeholders its connections to the enclosing nib need (segues, outlets and actions that leave the cell).
    mutating func compileStandalone(root: Int) -> NibArchive {
        let view = encodeView(root)
        let owner = builder.proxy(literal: "IBFilesOwner")
        let responder = builder.proxy(literal: "IBFirstResponder")
        responderProxy = responder
        registerProxy(responder, standingFor: firstResponderIndex(of: root))
        encodeConstraints()
        for index in subtree(root) {
            guard let source = encoded[index] else { continue }
            for c in document.objects[index].connectionList {
                if targetsRemovedConstraint(c) { continue }
                if document.connections[c].kind == .segue {
                    encodeSegueTrigger(c, sourceIndex: index, source: source, template: upstream(.segue(c)))
                } else if let destination = localDestination(c) {
                    encodeConnection(c, source: source, destination: destination)
                } else if let destination = document.connections[c].destinationIndex {
                    encodeConnection(c, source: source, destination: upstream(.object(destination)))
                } else {
                    note("connection \(document.connections[c].id ?? "?") from \(document.objects[index].id) has no destination object; not encoded")
                }
            }
        }
        resolveExternals()
        // The top level on the scratch stack (a literal and a concatenation were two arrays).
        let topBase = refStack.count
        refStack.append(view); refStack.append(owner); refStack.append(responder)
        refStack.append(contentsOf: upstreamProxies)
        return finish(topFrom: topBase, objects: ObjectsAfterTop(excluded: view), connections: connections[...])
    }

    /// The First Responder placeholder of the scene that holds `index` (nil outside storyboard scenes).
    @inline(__always)
    func firstResponderIndex(of index: Int) -> Int? {
        document.objects[index].scene.flatMap { document.scenes[$0].firstResponder }
    }

    /// The indices of the subtree rooted at `index`, in document order.
    func subtree(_ index: Int) -> [Int] {
        NibHierarchy.subtree(index, in: document)
    }
}
