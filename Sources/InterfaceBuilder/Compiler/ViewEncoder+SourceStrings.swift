import Foundation

// Attribute values written into the nib as they are, from the source bytes (issue 14, seventh round: no `String` per
// value; `NibArchiveBuilder+SourceBytes.swift`). Each helper keeps the order and the fallbacks of the model accessor it
// replaces.
extension ViewEncoder {
    /// `UIText` from `IBObject.text` (a `<string key="text">` child, else the `text` attribute), else, when
    /// `attributed`, an attributed text's characters; nothing when there is none. Object `index` read without copying
    /// it (issue 14, tenth round).
    mutating func setText(ofObject index: Int, _ ref: NibArchiveBuilder.Ref, attributed: Bool = false) {
        if let child = document.objects[index].extrasBox?.value.childText {
            builder.setString(ref, .UIText, child)
        } else if !IBElement.borrowing(document.elementParts(ofObject: index), { builder.setString(ref, .UIText, $0, .text) }), attributed,
                  let text = document.objects[index].extrasBox?.value.attributedStrings.first(where: { $0.key == "attributedText" })?.string {
            builder.setString(ref, .UIText, text)
        }
    }

    /// `UIPlaceholder` from `IBObject.placeholder` (a `<string key="placeholder">` child, else the attribute).
    mutating func setPlaceholder(ofObject index: Int, _ ref: NibArchiveBuilder.Ref) {
        if let child = document.objects[index].extrasBox?.value.childPlaceholder {
            builder.setString(ref, .UIPlaceholder, child)
        } else {
            IBElement.borrowing(document.elementParts(ofObject: index)) { builder.setString(ref, .UIPlaceholder, $0, .placeholder) }
        }
    }

    /// A connection's `UILabel` string, from its element: the attribute's value, or an empty string when it has none.
    mutating func label(_ element: borrowing IBElement, _ attribute: AttrKey) -> NibArchiveBuilder.Ref {
        builder.string(element, attribute) ?? builder.string(literal: "")
    }
}
