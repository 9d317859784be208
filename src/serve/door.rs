//! The cookie a link's token is exchanged for: its name, one per game,
//! and whether it is sent over TLS only.

use crate::serve::address::PublicUrl;

/// How long a phone keeps its cookie: the links outlast a restart of the
/// pad, so the cookie outlasts a night.
const COOKIE_SECONDS: u32 = 30 * 24 * 3600;

/// The cookie a link's token is exchanged for.
#[derive(Debug, Clone)]
pub(crate) struct Door {
    /// Its name: one per game, the same on any port (a pad started again
    /// on another port still finds it; cookies do not tell ports apart,
    /// so two games served side by side need two names).
    pub cookie: String,
    /// Sent only over TLS: the pad is reached by an `https://` public URL.
    pub secure: bool,
}

impl Door {
    /// The door of the game `identity`, reached by `public` where given.
    pub(crate) fn new(identity: &str, public: Option<&PublicUrl>) -> Door {
        Door {
            cookie: format!("canasta_{}", identity.get(..16).unwrap_or(identity)),
            secure: public.is_some_and(PublicUrl::is_https),
        }
    }

    /// The `Set-Cookie` value that gives a browser `token`.
    pub(crate) fn set_cookie(&self, token: &str) -> String {
        let secure = if self.secure { "; Secure" } else { "" };
        format!(
            "{}={token}; Path=/; HttpOnly; SameSite=Strict; Max-Age={COOKIE_SECONDS}{secure}",
            self.cookie
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_is_named_by_the_game_and_secure_behind_https() {
        let id = "0123456789abcdef0123456789abcdef";
        let plain = Door::new(id, None);
        assert_eq!(plain.cookie, "canasta_0123456789abcdef");
        assert!(!plain.set_cookie("t").contains("Secure"));
        let public = PublicUrl::parse("https://pad.example/").unwrap();
        let tls = Door::new(id, Some(&public));
        let set = tls.set_cookie("t");
        assert!(
            set.contains("; Secure") && set.contains("HttpOnly"),
            "{set}"
        );
        let http = PublicUrl::parse("http://pad.example/").unwrap();
        assert!(!Door::new(id, Some(&http)).secure);
    }
}
