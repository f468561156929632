import Foundation

// An image view's attributes as a nib archives them (UIKit's `-[UIImageView initWithCoder:]` keys).
extension UIImageView {
    func decodeImageViewAttributes(_ nib: UINibDecoder) {
        image = nib.namedImage("UIImage")
        highlightedImage = nib.namedImage("UIHighlightedImage")
        isHighlighted = nib.bool("UIHighlighted") ?? false
    }
}
