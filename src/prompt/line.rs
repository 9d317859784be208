//! One answer typed at the terminal, read key by key in raw mode.
//!
//! In the terminal's own line mode Ctrl-C is a signal that kills the
//! process before it can say anything (status 130, no message, no JSON),
//! and Esc is one more character of the line. Read key by key, both are
//! keys: Ctrl-C stops the prompt as it does at inquire's lists, Esc goes
//! back. What the terminal did for the line is done here: echo, Backspace,
//! Ctrl-U (erase the line) and Ctrl-W (erase a word), Enter, and Ctrl-D on
//! an empty line as the end of input.
//!
//! The bytes are read from standard input itself, not through crossterm's
//! event reader (which sets raw mode here as it does for inquire): that
//! reader takes 1 KiB at a time and waits for the terminal to signal more
//! before it takes the rest, so a longer paste, which the terminal has
//! already handed over, left it waiting for good.

use std::collections::VecDeque;
use std::io::{Read, Write};
use std::sync::Mutex;

use unicode_width::UnicodeWidthChar;

use crate::fault::FrontFault;
use crate::visible::visible;
use canasta::error::{Error, ErrorKind, Result};

/// What the player did at a question.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Line {
    /// A line (trimmed): its first `max` bytes, and whether more were
    /// typed and dropped.
    Typed(String, bool),
    /// Esc: back to the question before.
    Back,
}

/// Bytes read past the end of an answer (typed ahead), for the next one.
static AHEAD: Mutex<Vec<u8>> = Mutex::new(Vec::new());

/// The terminal in raw mode while this lives.
struct Raw;

impl Raw {
    fn on() -> Result<Raw> {
        crossterm::terminal::enable_raw_mode().map_err(|e| cannot_read(&e))?;
        Ok(Raw)
    }
}

impl Drop for Raw {
    fn drop(&mut self) {
        let _ = crossterm::terminal::disable_raw_mode();
    }
}

fn cannot_read(e: &std::io::Error) -> Error {
    Error::new(
        ErrorKind::Io,
        FrontFault::CannotReadAnswer {
            cause: e.to_string(),
        },
    )
}

/// Standard input without the buffer `std::io::stdin` keeps, so that what
/// it does not take stays for the terminal's other readers (inquire).
fn stdin() -> Result<Box<dyn Read>> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        let fd = std::io::stdin()
            .as_fd()
            .try_clone_to_owned()
            .map_err(|e| cannot_read(&e))?;
        Ok(Box::new(std::fs::File::from(fd)))
    }
    #[cfg(not(unix))]
    {
        Ok(Box::new(std::io::stdin()))
    }
}

/// Ask `question` (one line, no line break) and read one line from the
/// terminal, echoed on stderr, keeping its first `max` bytes; what is
/// typed past them is dropped unshown, so a paste of any length costs
/// time linear in it. Ctrl-C (and Ctrl-D on an empty
/// line, or the end of input) stop the prompt: `stopped`, nothing saved.
pub(super) fn read(question: &str, max: usize) -> Result<Line> {
    // Raw before the question shows: a key typed as soon as it does is
    // read as a key, never first by the terminal's line mode.
    let raw = Raw::on()?;
    let mut err = std::io::stderr();
    let _ = write!(err, "{question}");
    let _ = err.flush();
    let ahead = std::mem::take(
        &mut *AHEAD
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner),
    );
    let mut keys = Keys::new(stdin()?, ahead);
    let (end, line, cut) = edit(&mut keys, max, &mut err).map_err(|e| cannot_read(&e))?;
    *AHEAD
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner) = keys.ahead.into();
    // Raw mode makes a line feed go down without going back.
    let _ = write!(err, "{}\r\n", if end == End::Stop { "^C" } else { "" });
    let _ = err.flush();
    drop(raw);
    match end {
        End::Enter => Ok(Line::Typed(line.trim().to_string(), cut)),
        End::Back => Ok(Line::Back),
        End::Stop => Err(Error::new(ErrorKind::Usage, FrontFault::Stopped)),
    }
}

/// Edit a line with the keys until one ends it, echoing it on `echo`:
/// how it ended, the line (its first `max` bytes) and whether more was
/// typed.
fn edit(
    keys: &mut Keys,
    max: usize,
    echo: &mut impl Write,
) -> std::io::Result<(End, String, bool)> {
    let mut line = String::new();
    let mut cut = false;
    loop {
        let Some(key) = keys.next()? else {
            return Ok((End::Stop, line, cut));
        };
        match step(key, &mut line) {
            Step::Echo(c) if line.len() + c.len_utf8() <= max => {
                line.push(c);
                let _ = write!(echo, "{c}");
            }
            Step::Echo(_) => cut = true,
            Step::Erase(chars) => {
                for c in chars.chars().rev() {
                    let w = c.width().unwrap_or(0);
                    let _ = write!(echo, "{}", "\u{8} \u{8}".repeat(w));
                }
            }
            Step::Done(end) => return Ok((end, line, cut)),
            Step::Nothing => {}
        }
        if keys.ahead.is_empty() {
            let _ = echo.flush();
        }
    }
}

/// The line `bytes` make at an answer of at most `max` bytes, as raw
/// mode hands them over at once, with what was echoed: for the no-panic
/// properties.
#[cfg(test)]
pub(crate) fn line_of(bytes: &[u8], max: usize) -> (String, bool, String) {
    let mut keys = Keys::new(Box::new(std::io::Cursor::new(bytes.to_vec())), Vec::new());
    let mut echo = Vec::new();
    let (_, line, cut) = edit(&mut keys, max, &mut echo).expect("a cursor reads");
    (line, cut, String::from_utf8(echo).expect("echo is text"))
}

/// How a line ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    Enter,
    Back,
    Stop,
}

/// A key as raw mode delivers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Key {
    Char(char),
    Enter,
    Esc,
    Backspace,
    /// Ctrl-C.
    Interrupt,
    /// Ctrl-D.
    EndOfInput,
    /// Ctrl-U.
    EraseLine,
    /// Ctrl-W.
    EraseWord,
    /// Anything else: another control key, an arrow (an escape sequence),
    /// Alt with a key, bytes that are no UTF-8.
    Other,
}

/// What one key does to the line.
#[derive(Debug, PartialEq, Eq)]
enum Step {
    /// A character to add and show, where there is room.
    Echo(char),
    /// The characters taken off the end, to erase on the screen.
    Erase(String),
    Done(End),
    Nothing,
}

fn step(key: Key, line: &mut String) -> Step {
    match key {
        Key::Enter => Step::Done(End::Enter),
        Key::Esc => Step::Done(End::Back),
        Key::Interrupt => Step::Done(End::Stop),
        Key::EndOfInput if line.is_empty() => Step::Done(End::Stop),
        Key::Backspace => line
            .pop()
            .map_or(Step::Nothing, |c| Step::Erase(c.to_string())),
        Key::EraseLine => Step::Erase(std::mem::take(line)),
        Key::EraseWord => {
            let kept = line.trim_end().rfind(' ').map_or(0, |i| i + 1);
            Step::Erase(line.split_off(kept))
        }
        Key::Char(c) => Step::Echo(c),
        Key::EndOfInput | Key::Other => Step::Nothing,
    }
}

/// The keys in the bytes of a terminal in raw mode.
struct Keys {
    source: Box<dyn Read>,
    /// Bytes read and not yet taken.
    ahead: VecDeque<u8>,
}

impl Keys {
    fn new(source: Box<dyn Read>, ahead: Vec<u8>) -> Keys {
        Keys {
            source,
            ahead: ahead.into(),
        }
    }

    /// The next byte; `None` at the end of input.
    fn byte(&mut self) -> std::io::Result<Option<u8>> {
        if self.ahead.is_empty() {
            let mut chunk = [0; 1024];
            let n = loop {
                match self.source.read(&mut chunk) {
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                    other => break other?,
                }
            };
            self.ahead.extend(&chunk[..n]);
        }
        Ok(self.ahead.pop_front())
    }

    /// The next key; `None` at the end of input.
    fn next(&mut self) -> std::io::Result<Option<Key>> {
        let Some(b) = self.byte()? else {
            return Ok(None);
        };
        Ok(Some(match b {
            b'\r' | b'\n' => Key::Enter,
            0x03 => Key::Interrupt,
            0x04 => Key::EndOfInput,
            0x08 | 0x7f => Key::Backspace,
            0x15 => Key::EraseLine,
            0x17 => Key::EraseWord,
            // A terminal sends an escape sequence (an arrow, Alt with a
            // key) in one piece: Esc with nothing after it is the key.
            0x1b if self.ahead.is_empty() => Key::Esc,
            0x1b => {
                self.skip_sequence()?;
                Key::Other
            }
            b if b < 0x20 => Key::Other,
            b => self.char_from(b)?,
        }))
    }

    /// Take the rest of an escape sequence: `[`, parameters and a final
    /// byte (CSI), `O` and one byte (SS3), or one key after Alt.
    fn skip_sequence(&mut self) -> std::io::Result<()> {
        match self.ahead.pop_front() {
            Some(b'[') => {
                while let Some(b) = self.byte()? {
                    if (0x40..=0x7e).contains(&b) {
                        break;
                    }
                }
            }
            Some(b'O') => {
                self.byte()?;
            }
            _ => {}
        }
        Ok(())
    }

    /// The character that starts with byte `first`.
    fn char_from(&mut self, first: u8) -> std::io::Result<Key> {
        let len = match first {
            0xc0..=0xdf => 2,
            0xe0..=0xef => 3,
            0xf0..=0xf7 => 4,
            0x80..=0xff => return Ok(Key::Other),
            _ => 1,
        };
        let mut bytes = vec![first];
        while bytes.len() < len {
            match self.byte()? {
                Some(b) if b & 0xc0 == 0x80 => bytes.push(b),
                // Not a continuation: a key of its own, read next.
                Some(b) => {
                    self.ahead.push_front(b);
                    return Ok(Key::Other);
                }
                None => return Ok(Key::Other),
            }
        }
        // A character a terminal obeys (a bidirectional override) is no
        // part of an answer, and never echoed.
        Ok(match std::str::from_utf8(&bytes) {
            Ok(text) if matches!(visible(text), std::borrow::Cow::Borrowed(_)) => {
                text.chars().next().map_or(Key::Other, Key::Char)
            }
            _ => Key::Other,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys in `bytes`, handed over at once.
    fn keys(bytes: &[u8]) -> Vec<Key> {
        let mut keys = Keys::new(Box::new(std::io::Cursor::new(bytes.to_vec())), Vec::new());
        let mut out = Vec::new();
        while let Some(k) = keys.next().unwrap() {
            out.push(k);
        }
        out
    }

    #[test]
    fn bytes_are_read_as_keys() {
        use Key::*;
        assert_eq!(
            keys("1ä♥\r\x03\x04\x7f\x08\x15\x17\n".as_bytes()),
            [
                Char('1'),
                Char('ä'),
                Char('♥'),
                Enter,
                Interrupt,
                EndOfInput,
                Backspace,
                Backspace,
                EraseLine,
                EraseWord,
                Enter
            ]
        );
        // Arrows and Alt with a key are sequences; Esc alone is the key.
        assert_eq!(
            keys(b"\x1b[A\x1b[1;5C\x1bOB\x1bx5"),
            [Other, Other, Other, Other, Char('5')]
        );
        assert_eq!(keys(b"7\x1b"), [Char('7'), Esc]);
        assert_eq!(keys(b"\xff\xc3(\x01"), [Other, Other, Char('('), Other]);
        assert_eq!(keys("\u{202e}\u{9b}".as_bytes()), [Other, Other]);
    }

    /// The keys of a line as the terminal's own editing had them.
    #[test]
    fn keys_edit_the_line() {
        let line = |bytes: &[u8]| {
            let mut keys = Keys::new(Box::new(std::io::Cursor::new(bytes.to_vec())), Vec::new());
            let mut echo = Vec::new();
            let (end, line, cut) = edit(&mut keys, 8, &mut echo).unwrap();
            (end, line, cut, String::from_utf8(echo).unwrap())
        };
        assert_eq!(
            line(b"12 34\x7f\r"),
            (End::Enter, "12 3".into(), false, "12 34\u{8} \u{8}".into())
        );
        assert_eq!(line(b"12 34\x17\r").1, "12 ");
        assert_eq!(line(b"12 34\x15\r").1, "");
        assert_eq!(
            line(b"123456789012\r"),
            (End::Enter, "12345678".into(), true, "12345678".into())
        );
        assert_eq!(line(b"5\x04\r").0, End::Enter);
        assert_eq!(line(b"\x04").0, End::Stop);
        assert_eq!(line(b"12\x03").0, End::Stop);
        assert_eq!(line(b"12\x1b").0, End::Back);
        assert_eq!(line(b"12").0, End::Stop);
        // What follows Enter is left for the next answer.
        let mut keys = Keys::new(
            Box::new(std::io::Cursor::new(b"1\r2\r".to_vec())),
            Vec::new(),
        );
        assert_eq!(edit(&mut keys, 8, &mut Vec::new()).unwrap().1, "1");
        assert_eq!(keys.ahead, b"2\r");
    }
}
