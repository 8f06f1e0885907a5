// A background sentence that states this report's own aim ("We aimed to ...", "This study assessed ...").
export const OWN_AIM =
  /\bwe (?:[a-z]+ )?(?:aim|aimed|sought|conducted|undertook|performed|designed|hypothesi[sz]ed|investigated|examined|explored|assessed|evaluated|tested|compared|report|present|analy[sz]ed)\b|\b(?:this|the present|the current|our) (?:[\w-]+ ){0,3}(?:study|trial|report|analysis|paper)\b|\b(?:aimed|aims?|purpose|objectives?|goals?)\b/i;
