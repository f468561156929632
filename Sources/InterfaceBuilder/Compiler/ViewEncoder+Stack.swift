import Foundation

// The encoder's scratch stack of references (`refStack`): a view's subviews, a view's constraints or layout guides, a
// button's states, a controller's external objects… pushed, made into one array or dictionary object, then popped.

extension ViewEncoder {
    /// An array object of the references pushed since `base` (left on the stack for the caller to pop).
    ///
    /// Read in place: a slice of the stack (`refStack[base...]`, when it was an `Array`) held the stack's buffer, a
    /// retain and a release per array (issue 14, twentieth round).
    @inline(__always)
    mutating func arrayOfStack(from base: Int, mutable: Bool = false) -> NibArchiveBuilder.Ref {
        builder.array(UnsafeBufferPointer(rebasing: refStack.elements[base...]), mutable: mutable)
    }

    /// A dictionary object of the references pushed since `base`, taken two by two (key, value).
    @inline(__always)
    mutating func dictionaryOfStack(from base: Int, mutable: Bool = false) -> NibArchiveBuilder.Ref {
        builder.dictionary(alternating: UnsafeBufferPointer(rebasing: refStack.elements[base...]), mutable: mutable)
    }

    /// Appends the references pushed since `base` to the array object `array`.
    @inline(__always)
    mutating func appendStack(from base: Int, toArray array: NibArchiveBuilder.Ref) {
        builder.append(UnsafeBufferPointer(rebasing: refStack.elements[base...]), toArray: array)
    }
}
