import Foundation

/// What Auto Layout needs from a view (docs/nib-format.md, "Constraints and layout guides"): its constraints, the
/// controller's top/bottom guides, the view's own layout guides (safe area, margins…), content hugging and compression
/// resistance, and the layout-margin settings.
extension ViewEncoder {
    // MARK: Constraints

    /// Encodes the XML constraints of every encoded view onto its `UIViewAutolayoutConstraints` (placeholder constraints,
    /// `placeholder="YES"`, are removed at build time and not encoded).
    /// `generated` are the constraints made for one view (a view nib's layout guides') that go first in its list: one
    /// view and a comparison, not a dictionary hashed for every view (issue 14, tenth round).
    mutating func encodeConstraints(generated: (index: Int, refs: [NibArchiveBuilder.Ref])? = nil) {
        // The nib's constraint list sized once (issue 14, seventh round: it grew from empty in every nib).
        var total = constraintList.count
        for (index, _, _) in pendingConstraintOwners { total += document.objects[index].constraintList.count }
        constraintList.reserveCapacity(total)
        // Each view's list gathered on the scratch stack, popped per view (issue 14, twelfth round: one list per nib,
        // sized for the largest since the tenth round, was still an allocation per nib with constraints).
        let base = refStack.count
        // By index (issue 14, twentieth round: `for … in` the encoder's own list, while the loop changes the encoder,
        // held the list's buffer alive, a retain and a release a nib)
        for n in pendingConstraintOwners.indices {
            let (index, ref, slot) = pendingConstraintOwners[n]
            if let generated, generated.index == index { refStack.append(contentsOf: generated.refs) }
            let constraints = document.objects[index].constraintList
            for c in constraints {
                // Fields read by index, no `IBConstraint` copy across the builder's calls (issue 14, tenth round), and
                // all before `encodeConstraint`: a field read after a `mutating` call copied the whole constraint.
                // A placeholder constraint is left out by `encodeConstraint` (its `ConstraintFields` read the flag).
                let installed = document.constraints[c].isInstalled
                guard let encodedConstraint = encodeConstraint(c) else { continue }
                _ = encodedConstraints.updateValue(encodedConstraint, forKey: c)
                constraintList.append(encodedConstraint)
                // A constraint the default size class does not install (`<variation key="default">`
                // excludes it) is archived for its outlets but not held by its view: inactive.
                if installed { refStack.append(encodedConstraint) }
            }
            guard refStack.count > base else { continue }
            let array = popArray(from: base, mutable: true)
            // Into the slot reserved just before the view's `UIViewSemanticContentAttribute` (issue 14, eighth round:
            // `insert(before:)` scanned the pool twice per view).
            builder.fill(slot, ref, .UIViewAutolayoutConstraints, array, before: .UIViewSemanticContentAttribute)
        }
        pendingConstraintOwners.removeAll(keepingCapacity: true)
    }

    /// A constraint's multiplier as `IBConstraint.multiplierValue` reads it (`0.5`, `16:9`, `4/3`; 1 when it does not
    /// parse), without its Foundation whitespace trimming (≈ 24,000 instructions a constraint, issue 14) when there is
    /// nothing to trim: printable ASCII without spaces or tabs (every other whitespace character is non-ASCII). Nil
    /// otherwise, for the model to read.
    static func multiplier(_ text: String) -> Double? {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        guard let separator = utf8.firstIndex(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") }) else {
            return Double(text) ?? 1
        }
        if let a = Double(Substring(text[..<separator])), let b = Double(Substring(text[utf8.index(after: separator)...])), b != 0 {
            return a / b
        }
        return 1
    }

    /// One XML constraint: items (the first defaults to the owning view), attributes, relation, multiplier, constant
    /// (`NSConstant` and `NSConstantV2`) or symbolic spacing, priority (fractional ones as a double), identifier; nil
    /// for a placeholder constraint or one whose first item is outside the nib.
    mutating func encodeConstraint(_ c: Int) -> NibArchiveBuilder.Ref? {
        // The fields used on the common path read before the first `mutating` call (issue 14, tenth round: read
        // after one, each copied the whole `IBConstraint`); the rare notes read theirs where they need them. The
        // multiplier and the identifier's text too, and the element not kept (issue 14, eleventh round: kept across the
        // builder's calls, the whole constraint was copied and destroyed once more, ≈ 105 instructions a constraint).
        let (sourceIndex, firstIndex, secondIndex) = document.constraintItems(c)
        let fields = document.constraintFields(c)
        // `placeholder="YES"`: removed at build time, not encoded (nil, as for a constraint outside the nib, no note).
        if fields.placeholder { return nil }
        // Most constraints have no multiplier: parse only when there is one (as `IBConstraint.multiplierValue` does),
        // the model's getter (a copy of the constraint) only for text the quick parse leaves to it.
        var multiplier = 1.0
        if let slot = fields.multiplier {
            if let quick = ViewEncoder.multiplier(document.withElement(ofConstraint: c) { $0.storage.tree.value(slot) }) {
                multiplier = quick
            } else {
                multiplier = document.constraints[c].multiplierValue
            }
        }
        let identifier = fields.identifier.map { slot in document.withElement(ofConstraint: c) { $0.storage.tree.value(slot) } }
        guard let first = encoded[firstIndex] else {
            note("constraint \(document.constraints[c].id ?? "?") refers to an object outside the nib; not encoded")
            return nil
        }
        let ref = builder.object(.NSLayoutConstraint)
        sources.append((ref.index, .constraint(sourceIndex)))
        let firstAttribute = fields.firstAttribute ?? 0
        builder.set(ref, .NSFirstItem, first)
        builder.set(ref, .NSFirstAttributeV2, .integer(firstAttribute))
        builder.set(ref, .NSFirstAttribute, .integer(firstAttribute))
        let relation = fields.relation
        if relation != 0 { builder.set(ref, .NSRelation, .integer(relation)) }
        if let secondIndex {
            guard let second = encoded[secondIndex] else {
                note("constraint \(document.constraints[c].id ?? "?") second item is outside the nib; encoded without it")
                return ref
            }
            let secondAttribute = fields.secondAttribute ?? 0
            builder.set(ref, .NSSecondItem, second)
            builder.set(ref, .NSSecondAttributeV2, .integer(secondAttribute))
            builder.set(ref, .NSSecondAttribute, .integer(secondAttribute))
        }
        if multiplier != 1 { builder.set(ref, .NSMultiplier, .double(multiplier)) }
        let constant = fields.constant ?? 0
        if fields.symbolic {
            let space = symbolicSpace ?? builder.string(literal: "NSSpace")
            symbolicSpace = space
            builder.set(ref, .NSSymbolicConstant, space)
        } else if constant != 0 {
            builder.set(ref, .NSConstant, .double(constant))
            builder.set(ref, .NSConstantV2, .double(constant))
        }
        if let priority = fields.priority, priority != 1000 {
            builder.set(ref, .NSPriority, priority == priority.rounded() ? .integer(Int(priority)) : .double(priority))
        }
        if let identifier { builder.set(ref, .NSLayoutIdentifier, builder.string(identifier)) }
        builder.set(ref, .NSShouldBeArchived, .bool(true))
        return ref
    }

    /// A generated constraint (layout guides); `identifier` names system constraints (`UIViewSafeAreaLayoutGuide-top`).
    /// The class by its `NibClass` and the identifier from a literal (issue 14, thirteenth round: by name, each class
    /// and identifier was hashed and looked up, ≈ 150 instructions a constraint).
    mutating func generatedConstraint(_ first: NibArchiveBuilder.Ref, _ a1: Int, _ second: NibArchiveBuilder.Ref? = nil, _ a2: Int = 0,
                                      support: Bool = false, identifier: StaticString? = nil) -> NibArchiveBuilder.Ref {
        let ref = builder.object(support ? NibClass._UILayoutSupportConstraint : .NSLayoutConstraint)
        builder.set(ref, .NSFirstItem, first)
        builder.set(ref, .NSFirstAttributeV2, .integer(a1))
        builder.set(ref, .NSFirstAttribute, .integer(a1))
        if let second {
            builder.set(ref, .NSSecondItem, second)
            builder.set(ref, .NSSecondAttributeV2, .integer(a2))
            builder.set(ref, .NSSecondAttribute, .integer(a2))
        }
        builder.set(ref, .NSShouldBeArchived, .bool(true))
        if support { builder.set(ref, .NSPriority, .integer(999)) }
        if let identifier { builder.set(ref, .NSLayoutIdentifier, builder.string(literal: identifier)) }
        return ref
    }

    /// Whether connection `c` is an outlet to a placeholder constraint (removed at build time, so not encoded either).
    /// By index: a copied `IBConnection` retained and released its storage (issue 14, eighteenth round).
    func targetsRemovedConstraint(_ c: Int) -> Bool {
        document.connections[c].destinationConstraint.map { document.isPlaceholderConstraint($0) } ?? false
    }

    // MARK: Layout guides

    /// Encodes a controller's top/bottom layout guide as `_UILayoutGuide`; returns it and appends the root-view
    /// constraints it adds to `generated` (issue 14, twelfth round: a returned list per guide was an allocation).
    mutating func encodeLayoutGuide(_ index: Int, rootView: NibArchiveBuilder.Ref,
                                    generated: inout [NibArchiveBuilder.Ref]) -> NibArchiveBuilder.Ref {
        // The attribute read from the element: `IBObject.type` takes the whole object, copied (issue 14, seventh round);
        // compared in place (thirteenth round: a `String` decoded per guide).
        let isTop = !document.objects[index].element.valueEquals(.type, "bottom")
        let guide = builder.object(._UILayoutGuide)
        register(index, guide)
        // Room for a nib's guides at the first (the list, kept by a reused encoder, grew from empty in each new one).
        if guideList.capacity == 0 { guideList.reserveCapacity(8) }
        guideList.append(guide)
        let start = generated.count
        // Made in the same order as the array literals were.
        let first = generatedConstraint(guide, 5, rootView, 5)
        generated.append(first)
        if isTop {
            let second = generatedConstraint(guide, 3, rootView, 3)
            generated.append(second)
            let third = generatedConstraint(guide, 8)
            generated.append(third)
        } else {
            let second = generatedConstraint(guide, 8)
            generated.append(second)
            let third = generatedConstraint(rootView, 4, guide, 4)
            generated.append(third)
        }
        let support = generatedConstraint(guide, 7, support: true)
        for key in [NibKey.UIDeepDrawRect, .UIOpaque, .UIHidden, .UIAutoresizeSubviews, .UIViewDoesNotTranslateAutoresizingMaskIntoConstraints] {
            builder.set(guide, key, .bool(true))
        }
        builder.set(guide, .UIViewAutolayoutConstraints, builder.array(single: support, mutable: true))
        builder.set(guide, .UIViewSemanticContentAttribute, .integer(0))
        builder.set(guide, .UIViewLargeContentStoredProperties, .null)
        let identifier = isTop ? builder.string(literal: "_UIViewControllerTop") : builder.string(literal: "_UIViewControllerBottom")
        builder.set(guide, ._UILayoutGuideIdentifier, identifier)
        builder.set(guide, ._UILayoutGuideConstraintsToRemove, builder.array(generated[start...]))
        return guide
    }

    /// A system layout guide (its `UILayoutGuideIdentifier`) by the IB `key` of the guide `element` (nil for a guide
    /// the user added), the key compared in place (issue 14, thirteenth round: a `String` decoded and switched on).
    static func systemLayoutGuide(of element: IBElement) -> (identifier: StaticString, isSafeArea: Bool)? {
        guard let slot = element.slot(.key) else { return nil }
        let walk = IBAttributeWalk(reading: element.storage)
        if walk.equals(slot, "safeArea") { return ("UIViewSafeAreaLayoutGuide", true) }
        if walk.equals(slot, "layoutMargins") { return ("UIViewLayoutMarginsGuide", false) }
        if walk.equals(slot, "readableContent") || walk.equals(slot, "readableContentGuide") {
            return ("UIViewReadableContentGuide", false)
        }
        if walk.equals(slot, "contentLayoutGuide") { return ("UIScrollViewContentLayoutGuide", false) }
        if walk.equals(slot, "frameLayoutGuide") { return ("UIScrollViewFrameLayoutGuide", false) }
        return nil
    }

    /// Encodes the `viewLayoutGuide` children of a view as `UILayoutGuide`s (`UILayoutGuideOwningView`,
    /// `UILayoutGuideIdentifier`, `UILayoutGuideOwningViewIsLocked` and, for the safe area, the four
    /// `UILayoutGuideSystemConstraints`) and lists them on the view under `UIViewLayoutGuides`.
    mutating func encodeViewLayoutGuides(of index: Int, owner: NibArchiveBuilder.Ref) {
        // The children walked by index, no filtered array or `IBObject` copy per view (issue 14, fifth round), each
        // kind tested by its interned id (issue 14, tenth round: a `String` fetched and compared per child).
        // The guides gathered on the scratch stack (issue 14, twelfth round: a list per view with guides).
        let base = refStack.count
        let seedID = IBElement.viewLayoutGuideSeedID
        for guideIndex in document.objects[index].childList
        where document.objects[guideIndex].element.isNamed("viewLayoutGuide", seedID: seedID) {
            let guide = builder.object(.UILayoutGuide)
            register(guideIndex, guide)
            if guideList.capacity == 0 { guideList.reserveCapacity(8) }
            guideList.append(guide)
            refStack.append(guide)
            builder.set(guide, .UILayoutGuideOwningView, owner)
            let guideElement = document.objects[guideIndex].element
            let system = ViewEncoder.systemLayoutGuide(of: guideElement)
            if let system {
                builder.set(guide, .UILayoutGuideIdentifier, builder.string(literal: system.identifier))
            } else if let identifier = guideElement[attribute: "identifier"] {
                builder.set(guide, .UILayoutGuideIdentifier, builder.string(identifier))
            }
            guard let system else { continue }
            builder.set(guide, .UILayoutGuideOwningViewIsLocked, .bool(true))
            if system.isSafeArea {
                // guide.top = view.top, guide.left = view.left, view.bottom = guide.bottom, view.right = guide.right.
                // The identifiers are literals (`system` + "-top"…): a literal's string is immortal, so the builder's
                // literal cache knows it at once, where a concatenation made and hashed a new string each time.
                // Pushed above the guides for their array, then popped (no array literal).
                let mark = refStack.count
                let top = generatedConstraint(guide, 3, owner, 3, identifier: "UIViewSafeAreaLayoutGuide-top")
                refStack.append(top)
                let left = generatedConstraint(guide, 1, owner, 1, identifier: "UIViewSafeAreaLayoutGuide-left")
                refStack.append(left)
                let bottom = generatedConstraint(owner, 4, guide, 4, identifier: "UIViewSafeAreaLayoutGuide-bottom")
                refStack.append(bottom)
                let right = generatedConstraint(owner, 2, guide, 2, identifier: "UIViewSafeAreaLayoutGuide-right")
                refStack.append(right)
                let constraints = popArray(from: mark)
                builder.set(guide, .UILayoutGuideSystemConstraints, constraints)
            }
        }
        guard refStack.count > base else { return }
        let guides = popArray(from: base, mutable: true)
        builder.set(owner, .UIViewLayoutGuides, guides)
    }

    // MARK: Content priorities and margins

    /// Content hugging and compression resistance (`UIViewContentHuggingPriority`,
    /// `UIViewContentCompressionResistancePriority`: `NSString` `{horizontal, vertical}`, written only when the XML has
    /// one of the axes; a missing axis is UIKit's default, 250 or 750) and the layout-margin settings.
    mutating func encodeLayoutProperties(_ index: Int, _ fields: ViewFields, _ ref: NibArchiveBuilder.Ref) {
        // `{horizontal, vertical}` written straight into the nib's bytes (issue 14, eighth round: a `String` before).
        if fields.horizontalHuggingPriority != nil || fields.verticalHuggingPriority != nil {
            let hugging = builder.componentPair(fields.horizontalHuggingPriority ?? 250, fields.verticalHuggingPriority ?? 250)
            builder.set(ref, .UIViewContentHuggingPriority, hugging)
        }
        if fields.horizontalCompressionResistancePriority != nil || fields.verticalCompressionResistancePriority != nil {
            let resistance = builder.componentPair(fields.horizontalCompressionResistancePriority ?? 750,
                                                   fields.verticalCompressionResistancePriority ?? 750)
            builder.set(ref, .UIViewContentCompressionResistancePriority, resistance)
        }
        if fields.insetsLayoutMarginsFromSafeArea == false {
            builder.set(ref, .UIViewInsetsLayoutMarginsFromSafeArea, .bool(false))
        }
        if fields.preservesSuperviewLayoutMargins == true { builder.set(ref, .UIViewPreservesSuperviewMargins, .bool(true)) }
        if fields.layoutMarginsFollowReadableWidth == true {
            builder.set(ref, .UIViewLayoutMarginsFollowReadableWidth, .bool(true))
        }
        if let (margins, directional) = ViewEncoder.layoutMargins(of: index, in: document) {
            builder.set(ref, .UIViewLayoutMargins, doubles: margins.top, margins.left, margins.bottom, margins.right)
            if directional { builder.set(ref, .UIViewLayoutMarginsAreDirectional, .bool(true)) }
        }
    }

    /// A view's layout margins: `<directionalEdgeInsets key="directionalLayoutMargins">` (directional: left = leading,
    /// right = trailing), else `<edgeInsets key="layoutMargins">` (or `<inset key="layoutMargins">`).
    static func layoutMargins(of index: Int, in document: some IBDocumentTables) -> (IBInsets, directional: Bool)? {
        // The properties scanned once by index, a key compared only when its UTF-8 length fits (issue 14, fifth
        // round); the first property of each key counts, as with `property(_:)`. (A `for property in` loop copied
        // every `IBProperty` and cost more than the two `first(where:)` scans.)
        let properties = document.objects[index].propertyList
        var directional: Int?, plain: Int?
        var i = 0
        while i < properties.count && (directional == nil || plain == nil) {
            switch properties[i].key.utf8.count {
            case 24: if directional == nil && properties[i].key == "directionalLayoutMargins" { directional = i }
            case 13: if plain == nil && properties[i].key == "layoutMargins" { plain = i }
            default: break
            }
            i += 1
        }
        if let directional, case .insets(let insets) = properties[directional].value { return (insets, true) }
        if let plain, case .insets(let insets) = properties[plain].value { return (insets, false) }
        guard let element = document.withElement(ofObject: index, {
            $0.firstChild(named: "edgeInsets", seedID: IBElement.edgeInsetsSeedID, where: { $0.valueEquals(.key, "layoutMargins") })
        }) else { return nil }
        func value(_ name: String) -> Double { element[attribute: name].flatMap { Double($0) } ?? 0 }
        return (IBInsets(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right")), false)
    }
}

extension IBConnection {
    /// Whether this is an outlet to a placeholder constraint (`placeholder="YES"`): removed at build time with it.
    func targetsPlaceholderConstraint(in document: some IBDocumentTables) -> Bool {
        destinationConstraint.map { document.isPlaceholderConstraint($0) } ?? false
    }
}

extension IBDocumentTables {
    /// Whether constraint `index` is a placeholder (`placeholder="YES"`, as `IBConstraint.isRemovedAtBuildTime` reads
    /// it), removed at build time: its flag read in place, no `IBConstraint` copied (issue 14, eighteenth round).
    func isPlaceholderConstraint(_ index: Int) -> Bool {
        withElement(ofConstraint: index) { $0.sourceFlag(.placeholder) == true }
    }
}
