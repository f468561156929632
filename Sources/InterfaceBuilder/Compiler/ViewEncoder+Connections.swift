import Foundation

// Connections of a nib: outlets, outlet collections, actions and segue triggers, encoded by the connection's index
// (issue 14, eighteenth round; moved here from ViewEncoder.swift, which had passed 600 lines).

extension ViewEncoder {
    /// The destination of connection `c` when it is encoded in this nib (an object, a constraint, or First Responder).
    /// Inlined (issue 14, nineteenth round): called out of line from a `mutating` method, it was handed a copy of the
    /// whole encoder (a 656-byte `memcpy` per connection), as were `firstResponderIndex(of:)` and `fontPosition`.
    @inline(__always)
    func localDestination(_ c: Int) -> NibArchiveBuilder.Ref? {
        if let index = document.connections[c].destinationIndex {
            if let ref = encoded[index] { return ref }
            if let responderProxy, document.valueEquals(ofObject: index, .placeholderIdentifier, "IBFirstResponder") { return responderProxy }
            return nil
        }
        return document.connections[c].destinationConstraint.flatMap { encodedConstraints[$0] }
    }

    /// Encodes what triggers a segue: a cell's `selectionSegueTemplate` / `accessoryActionSegueTemplate` outlet, else
    /// a `perform:` event connection from the control to the segue template.
    mutating func encodeSegueTrigger(_ c: Int, sourceIndex: Int, source: NibArchiveBuilder.Ref,
                                     template: NibArchiveBuilder.Ref) {
        if NibHierarchy.isCell(document.kind(ofObject: sourceIndex)) {
            let ref = builder.object(.UIRuntimeOutletConnection)
            sources.append((ref.index, .connection(c)))
            let accessory = document.withElement(ofConnection: c) { $0.valueEquals(.trigger, "accessoryAction") }
            builder.set(ref, .UILabel, accessory ? builder.string(literal: "accessoryActionSegueTemplate")
                                                 : builder.string(literal: "selectionSegueTemplate"))
            builder.set(ref, .UISource, source)
            builder.set(ref, .UIDestination, template)
            connections.append(ref)
        } else {
            encodeConnection(c, source: source, destination: template)
        }
    }

    /// Encodes connection `c` (an outlet, outlet collection, action, or a segue's `perform:` event) between two encoded
    /// objects. By index, its element borrowed (issue 14, eighteenth round: an `IBConnection` copied per connection
    /// retained and released its storage, ≈ 2,400 atomic updates a corpus pass).
    mutating func encodeConnection(_ c: Int, source: NibArchiveBuilder.Ref?, destination: NibArchiveBuilder.Ref?) {
        guard let source, let destination else { return }
        let kind = document.connections[c].kind
        IBElement.borrowing(document.elementParts(ofConnection: c)) { element in
            encodeConnection(c, kind, element, source, destination)
        }
    }

    private mutating func encodeConnection(_ c: Int, _ kind: IBConnectionKind, _ element: borrowing IBElement,
                                           _ source: NibArchiveBuilder.Ref, _ destination: NibArchiveBuilder.Ref) {
        switch kind {
        case .outlet, .outletCollection:
            let ref = kind == .outlet ? builder.object(.UIRuntimeOutletConnection)
                : builder.object("UIRuntimeOutletCollectionConnection")
            sources.append((ref.index, .connection(c)))
            builder.set(ref, .UILabel, label(element, .property))
            builder.set(ref, .UISource, source)
            builder.set(ref, .UIDestination, destination)
            connections.append(ref)
        case .action:
            let ref = builder.object(.UIRuntimeEventConnection)
            sources.append((ref.index, .connection(c)))
            builder.set(ref, .UILabel, label(element, .selector))
            builder.set(ref, .UISource, source)
            builder.set(ref, .UIDestination, destination)
            // The event looked up by its source bytes (issue 14, thirteenth round: a `String` per action); absent, it is
            // `touchUpInside` (64), as is an unknown one.
            let event = element.slot(.eventType).map {
                IBAttributeWalk(reading: element.storage).lookup($0, NibNames.controlEventEnum) ?? 64
            } ?? 64
            builder.set(ref, .UIEventMask, .integer(event))
            connections.append(ref)
        case .segue:
            let ref = builder.object(.UIRuntimeEventConnection)
            sources.append((ref.index, .connection(c)))
            builder.set(ref, .UILabel, builder.string(literal: "perform:"))
            builder.set(ref, .UISource, source)
            builder.set(ref, .UIDestination, destination)
            builder.set(ref, .UIEventMask, .integer(64))
            connections.append(ref)
        }
    }
}
