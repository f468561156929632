import Foundation

// The encoder's scratch stack of references (`refStack`): a view's subviews, a view's constraints or layout guides, a
// button's states, a controller's external objects… pushed, made into one array or dictionary object, then popped.

extension ViewEncoder {
    /// An array object of the references pushed since `base`, which are popped.
    ///
    /// Read in place: a slice of the stack (`refStack[base...]`, when it was an `Array`) held the stack's buffer, a
    /// retain and a release per array (issue 14, twentieth round).
    @inline(__always)
    mutating func popArray(from base: Int, mutable: Bool = false) -> NibArchiveBuilder.Ref {
        let array = builder.array(UnsafeBufferPointer(rebasing: refStack.elements[base...]), mutable: mutable)
        refStack.removeLast(refStack.count - base)
        return array
    }

    /// A dictionary object of the references pushed since `base`, taken two by two (key, value), which are popped.
    @inline(__always)
    mutating func popDictionary(from base: Int, mutable: Bool = false) -> NibArchiveBuilder.Ref {
        let dictionary = builder.dictionary(alternating: UnsafeBufferPointer(rebasing: refStack.elements[base...]), mutable: mutable)
        refStack.removeLast(refStack.count - base)
        return dictionary
    }

    /// Appends the references pushed since `base` to the array object `array`, and pops them.
    @inline(__always)
    mutating func popAppend(from base: Int, toArray array: NibArchiveBuilder.Ref) {
        builder.append(UnsafeBufferPointer(rebasing: refStack.elements[base...]), toArray: array)
        refStack.removeLast(refStack.count - base)
    }
}
