import Foundation

/// The type of `#imageLiteral(resourceName:)` when nothing else is asked for: `UIImage`, as UIKit declares.
public typealias _ImageLiteralType = UIImage

// Xcode's image literals: `#imageLiteral(resourceName: "meal1")` is `UIImage(named: "meal1")!` on iOS, looked up in
// the main bundle (here `Bundle.headlessMain`) and its asset catalogs. A missing image stops the program, as
// UIKit's literal (an implicitly unwrapped nil) does.
extension UIImage: _ExpressibleByImageLiteral {
    /// The image named `name` in the main bundle; stops the program when there is none.
    public convenience init(imageLiteralResourceName name: String) {
        guard let found = UIImage(named: name) else {
            fatalError("#imageLiteral(resourceName: \"\(name)\"): no image named \"\(name)\" in \(Bundle.headlessMain.bundlePath)")
        }
        self.init(size: found.size, scale: found.scale, name: found.name, isSymbolImage: false,
                  renderingMode: found.renderingMode, data: found.data)
    }
}
