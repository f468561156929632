import Foundation

// A scroll view's attributes as a nib archives them (UIKit's `-[UIScrollView initWithCoder:]`
// keys). Flags UIKit archives only when they differ from the default are read the same way.
extension UIScrollView {
    func decodeScrollViewAttributes(_ nib: UINibDecoder) {
        if let size = nib.size("UIContentSize") { contentSize = size }
        if let inset = nib.edgeInsets("UIContentInset") { contentInset = inset }
        if let behavior = nib.enumeration("UIScrollViewContentInsetAdjustmentBehavior", as: ContentInsetAdjustmentBehavior.self) {
            contentInsetAdjustmentBehavior = behavior
        }
        isScrollEnabled = !(nib.bool("UIScrollDisabled") ?? false)
        isPagingEnabled = nib.bool("UIPagingEnabled") ?? false
        if let key = nib.firstKey("UIBounceEnabled", "UIBounces"), let value = nib.bool(key) { bounces = value }
        alwaysBounceVertical = nib.bool("UIAlwaysBounceVertical") ?? false
        alwaysBounceHorizontal = nib.bool("UIAlwaysBounceHorizontal") ?? false
        if let shows = nib.bool("UIShowsVerticalScrollIndicator") { showsVerticalScrollIndicator = shows }
        if let shows = nib.bool("UIShowsHorizontalScrollIndicator") { showsHorizontalScrollIndicator = shows }
        isDirectionalLockEnabled = nib.bool("UIDirectionalLockEnabled") ?? false
        if let delays = nib.bool("UIDelaysContentTouches") { delaysContentTouches = delays }
        if let cancels = nib.bool("UICanCancelContentTouches") { canCancelContentTouches = cancels }
        if let scrolls = nib.bool("UIScrollsToTop") { scrollsToTop = scrolls }
        if let mode = nib.enumeration("UIKeyboardDismissMode", as: KeyboardDismissMode.self) { keyboardDismissMode = mode }
        if let scale = nib.cgFloat("UIMinimumZoomScale") { minimumZoomScale = scale }
        if let scale = nib.cgFloat("UIMaximumZoomScale") { maximumZoomScale = scale }
        if let bounces = nib.bool("UIBouncesZoom") { bouncesZoom = bounces }
    }
}
