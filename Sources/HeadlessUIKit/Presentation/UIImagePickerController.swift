import Foundation

/// The system interface for taking pictures or choosing them from the photo library, presented
/// like any controller with `present(_:animated:completion:)`.
///
/// As in UIKit it is a `UINavigationController` (its stack is empty headless: there is no photo
/// grid). A headless app has no library and no finger: `simulatePick(_:)` and `simulateCancel()`
/// stand in for the user, calling the delegate as the system does.
///
/// UIKit types `delegate` as `(any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`;
/// Swift cannot narrow an inherited property's type, so here it is the navigation controller's
/// `(any UINavigationControllerDelegate)?` and the picker talks to it when it also conforms to
/// `UIImagePickerControllerDelegate`. `picker.delegate = self` compiles unchanged.
@MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes media from (UIKit's raw values).
    public enum SourceType: Int, Sendable {
        /// The photo library.
        case photoLibrary = 0
        /// The camera.
        case camera = 1
        /// The Camera Roll album.
        case savedPhotosAlbum = 2
    }

    /// A key of the dictionary given to `imagePickerController(_:didFinishPickingMediaWithInfo:)` (UIKit's raw values).
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// Makes a key.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The media's type identifier (`"public.image"`, `"public.movie"`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The image as picked.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as edited (when `allowsEditing`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop rectangle applied to the original image.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// A movie's file URL.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The image's file URL.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The asset-library URL of the media (deprecated in UIKit).
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// A new photo's metadata (camera only).
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// The Live Photo picked.
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The Photos asset picked.
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    }

    /// The image type identifier (`kUTTypeImage`).
    static let imageType = "public.image"
    /// The movie type identifier (`kUTTypeMovie`).
    static let movieType = "public.movie"

    /// Whether the device has `sourceType`. Headless: the photo library and the saved-photos
    /// album exist (empty, picked from with `simulatePick(_:)`); there is no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types `sourceType` offers, or nil when it is unavailable.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType, movieType] : nil
    }

    /// Where media come from; an unavailable source (the camera, headless) stops with UIKit's exception.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            if !Self.isSourceTypeAvailable(sourceType) {
                UIKitException.invalidArgument("Source type \(sourceType.rawValue) not available").raise()
            }
        }
    }
    /// The media types offered, as type identifiers; `["public.image"]` by default.
    open var mediaTypes: [String] = [UIImagePickerController.imageType]
    /// Whether the user may move and scale the picked image (then `.editedImage` is in the info).
    open var allowsEditing = false
    /// The longest movie the picker records, in seconds (600 by default).
    open var videoMaximumDuration: TimeInterval = 600

    /// The delegate as an image picker delegate, when it is one.
    var pickerDelegate: (any UIImagePickerControllerDelegate)? { delegate as? any UIImagePickerControllerDelegate }

    // MARK: Picking from code (HeadlessUIKit)

    /// Picks `image` as the user would: calls `imagePickerController(_:didFinishPickingMediaWithInfo:)`
    /// with `.mediaType` `"public.image"`, `.originalImage` and, when `allowsEditing`, `.editedImage`
    /// (the same image: nothing is edited headless). Without a delegate that is an image picker
    /// delegate, the picker dismisses itself. A picker that is not presented logs a warning and
    /// returns false.
    @discardableResult
    open func simulatePick(_ image: UIImage) -> Bool {
        guard isPresentedForSimulation("simulatePick(_:)") else { return false }
        var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: image]
        if allowsEditing { info[.editedImage] = image }
        if let pickerDelegate {
            pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
        return true
    }

    /// Taps Cancel: calls `imagePickerControllerDidCancel(_:)` (without an image picker delegate,
    /// the picker dismisses itself). A picker that is not presented logs a warning and returns false.
    @discardableResult
    open func simulateCancel() -> Bool {
        guard isPresentedForSimulation("simulateCancel()") else { return false }
        if let pickerDelegate {
            pickerDelegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
        return true
    }
}
